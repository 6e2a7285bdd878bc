import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { goToHomeSection, SECTION_SCROLL_DELAY_MS, SECTION_SCROLL_PATIENCE_MS } from "./scroll";

describe("goToHomeSection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("scrolls at once on the home page", () => {
    const navigate = vi.fn();
    const scroll = vi.fn(() => true);
    goToHomeSection("services", "/", navigate, scroll);
    expect(navigate).not.toHaveBeenCalled();
    expect(scroll).toHaveBeenCalledWith("services");
  });

  it("navigates home first and scrolls after about 100 ms elsewhere", () => {
    const navigate = vi.fn();
    const scroll = vi.fn(() => true);
    goToHomeSection("about", "/pricing", navigate, scroll);
    expect(navigate).toHaveBeenCalledWith("/");
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledWith("about");
    expect(SECTION_SCROLL_DELAY_MS).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("keeps trying while the home page is still loading, then gives up", () => {
    const scroll = vi.fn(() => false);
    goToHomeSection("services", "/contact", vi.fn(), scroll);
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS * 3);
    expect(scroll).toHaveBeenCalledTimes(3);
    scroll.mockReturnValue(true);
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(scroll).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(SECTION_SCROLL_PATIENCE_MS);
    expect(scroll).toHaveBeenCalledTimes(4);
  });
});
