import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "~/test/fixtures";
import { AuthContext, type AuthContextValue, type AuthStatus } from "./auth-provider";
import { LIVE_QUERY_KEYS, useLiveUpdates } from "./live-updates";
import { getQueryClient } from "./query-provider";

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends an event (or the connection opens: "open"). */
  emit(type: string, data = "{}") {
    if (type === "open") this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

function latest(): FakeEventSource {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no EventSource was opened");
  return source;
}
const live = () => FakeEventSource.opened.filter((s) => s.readyState !== FakeEventSource.CLOSED);

function Page() {
  useLiveUpdates();
  return null;
}

const recheckAuth = vi.fn(async () => {});
const auth = (status: AuthStatus) =>
  ({ status, user: status === "signedIn" ? testUser : null, refresh: recheckAuth }) as unknown as AuthContextValue;

function renderPage(status: AuthStatus) {
  const tree = (s: AuthStatus) => (
    <AuthContext.Provider value={auth(s)}>
      <Page />
    </AuthContext.Provider>
  );
  const view = render(tree(status));
  return { ...view, authChanges: (s: AuthStatus) => view.rerender(tree(s)) };
}

let visibility: DocumentVisibilityState = "visible";

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useLiveUpdates", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    visibility = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("does not listen for a signed-out visitor", () => {
    renderPage("signedOut");
    renderPage("loading");
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it("refetches the services and metrics caches when usage is reported, and on every (re)connection", async () => {
    const invalidate = vi.spyOn(getQueryClient(), "invalidateQueries").mockResolvedValue(undefined);
    renderPage("signedIn");
    expect(latest().url).toBe("/api/events");

    latest().emit("open");
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(LIVE_QUERY_KEYS);
    expect(LIVE_QUERY_KEYS).toEqual([["services"], ["metrics"], ["calls"], ["leads"]]);

    invalidate.mockClear();
    latest().emit("usage", '{"service_id":"s1"}');
    latest().emit("usage", '{"service_id":"s2"}');
    latest().emit("refresh");
    await vi.advanceTimersByTimeAsync(1000);
    expect(invalidate).toHaveBeenCalledTimes(LIVE_QUERY_KEYS.length); // the three came in one refetch
  });

  it("stops listening when the page goes or the user signs out", () => {
    const first = renderPage("signedIn");
    first.unmount();
    const second = renderPage("signedIn");
    expect(live()).toHaveLength(1);
    second.authChanges("signedOut");
    expect(live()).toHaveLength(0);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("checks the auth state again when the server says the session ended", () => {
    renderPage("signedIn");
    latest().emit("signed_out");
    expect(live()).toHaveLength(0);
    expect(recheckAuth).toHaveBeenCalled();
  });

  it("when replaced by a newer page, or refused, listens again only once the page is shown again", () => {
    renderPage("signedIn");
    latest().emit("replaced");
    expect(live()).toHaveLength(0);
    show("hidden");
    expect(live()).toHaveLength(0);
    show("visible");
    expect(live()).toHaveLength(1);

    latest().close(); // the server refused it: EventSource closes and reports an error
    latest().emit("error");
    show("visible");
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(live()).toHaveLength(1);
  });
});
