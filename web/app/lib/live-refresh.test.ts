import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRefresher } from "./live-refresh";

/** A run that finishes when the test says so. */
function controlledRun() {
  const finishers: Array<() => void> = [];
  const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finish = async () => {
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, finish };
}

describe("createRefresher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first request at once", async () => {
    const { run } = controlledRun();
    createRefresher(run, 1000).request();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("serves a burst of requests with one run after the gap", async () => {
    const { run, finish } = controlledRun();
    const r = createRefresher(run, 1000);
    r.request();
    await vi.advanceTimersByTimeAsync(0);
    await finish();
    for (let i = 0; i < 5; i++) r.request();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("never runs twice at once, and runs again after a run that a request came during", async () => {
    const { run, finish } = controlledRun();
    const r = createRefresher(run, 1000);
    r.request();
    await vi.advanceTimersByTimeAsync(0);
    r.request(); // while the first runs
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    await finish(); // 5 s after it began: the gap is over, the next runs at once
    expect(run).toHaveBeenCalledTimes(2);
    await finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("keeps going after a failed run", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const r = createRefresher(run, 1000);
    r.request();
    await vi.advanceTimersByTimeAsync(0);
    r.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("runs nothing once cancelled", async () => {
    const { run, finish } = controlledRun();
    const r = createRefresher(run, 1000);
    r.request();
    await vi.advanceTimersByTimeAsync(0);
    await finish();
    r.request();
    r.cancel();
    r.request();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
