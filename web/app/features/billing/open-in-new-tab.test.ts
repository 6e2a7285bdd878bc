import { describe, expect, it, vi } from "vitest";
import { fakeTab } from "~/test/fixtures";
import { openInNewTab } from "./open-in-new-tab";

/** A window whose open() gives `tab` (null: the browser refused it). */
function fakeWindow(tab: ReturnType<typeof fakeTab> | null) {
  return {
    open: vi.fn(() => tab),
    location: { href: "https://lexa.test/pricing", assign: vi.fn() },
  } as unknown as Window & { open: ReturnType<typeof vi.fn>; location: { assign: ReturnType<typeof vi.fn> } };
}

describe("openInNewTab", () => {
  it("opens a blank tab before the request, cuts it off from us, then sends it to the URL", async () => {
    const tab = fakeTab();
    const win = fakeWindow(tab);
    let answer!: (url: string) => void;
    const done = openInNewTab(() => new Promise((resolve) => (answer = resolve)), win);
    // Synchronously, while the click is still being handled.
    expect(win.open).toHaveBeenCalledWith("about:blank", "_blank");
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe("about:blank");
    answer("https://checkout.stripe.com/c/pay/cs_test_1");
    await done;
    expect(tab.location.href).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it("resolves a path against the page (test mode's own pages)", async () => {
    const tab = fakeTab();
    await openInNewTab(async () => "/api/billing/test/checkout?price=test_price_starter_monthly", fakeWindow(tab));
    expect(tab.location.href).toBe("https://lexa.test/api/billing/test/checkout?price=test_price_starter_monthly");
  });

  it("closes the tab and rejects when the request fails", async () => {
    const tab = fakeTab();
    const failure = new Error("503");
    await expect(openInNewTab(() => Promise.reject(failure), fakeWindow(tab))).rejects.toBe(failure);
    expect(tab.closed).toBe(true);
  });

  it("refuses a URL that is not a web address", async () => {
    const tab = fakeTab();
    await expect(openInNewTab(async () => "javascript:alert(1)", fakeWindow(tab))).rejects.toThrow(TypeError);
    expect(tab.closed).toBe(true);
    expect(tab.location.href).toBe("about:blank");
  });

  it("goes there in this tab when the browser refused a new one", async () => {
    const win = fakeWindow(null);
    await openInNewTab(async () => "https://billing.stripe.com/p/session/1", win);
    expect(win.location.assign).toHaveBeenCalledWith("https://billing.stripe.com/p/session/1");
  });

  it("leaves a tab closed that the user closed while waiting", async () => {
    const tab = fakeTab();
    const win = fakeWindow(tab);
    await openInNewTab(async () => {
      tab.close();
      return "https://checkout.stripe.com/c/pay/cs_test_1";
    }, win);
    expect(tab.location.href).toBe("about:blank");
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
