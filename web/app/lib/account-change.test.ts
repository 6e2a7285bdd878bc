// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountIs, onAccountChange, resetAccountForTests } from "./account-change";

beforeEach(resetAccountForTests);

describe("accountIs", () => {
  it("tells listeners when the tab's account changes, not when the auth state first settles", () => {
    const heard = vi.fn();
    const stop = onAccountChange(heard);
    accountIs("ann"); // first known: nothing cached belongs to anyone else
    accountIs("ann"); // a focus check that finds the same user
    expect(heard).not.toHaveBeenCalled();
    accountIs(null); // signed out
    accountIs("bob"); // another account signs in without a reload
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops telling a listener that left", () => {
    const heard = vi.fn();
    const stop = onAccountChange(heard);
    accountIs(null);
    stop();
    accountIs("ann");
    expect(heard).not.toHaveBeenCalled();
  });
});
