import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAccountForTests } from "~/lib/account-change";
import { AuthProvider, hasSessionHint, useAuth } from "./auth-provider";
import { getQueryClient } from "./query-provider";
import { json, testUser } from "~/test/fixtures";

const fetchMock = vi.fn<typeof fetch>();
const user = testUser;
const paths = () => fetchMock.mock.calls.map(([url]) => String(url));

function setHint(on: boolean) {
  document.cookie = on ? "lexa_auth=1; path=/" : "lexa_auth=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
}

function Probe() {
  const { status, user, isAdmin, signOut } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.email ?? "-"}</p>
      <p data-testid="admin">{String(isAdmin)}</p>
      <button type="button" onClick={() => void signOut()}>
        out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId("status").textContent;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  // The session is TanStack Query's: each case starts with an empty cache.
  getQueryClient().clear();
  setHint(false);
  vi.unstubAllGlobals();
});

describe("hasSessionHint", () => {
  it("looks for the lexa_auth cookie among others", () => {
    expect(hasSessionHint("a=1; lexa_auth=1; b=2")).toBe(true);
    expect(hasSessionHint("lexa_auth_other=1; xlexa_auth=1")).toBe(false);
    expect(hasSessionHint("")).toBe(false);
  });
});

describe("AuthProvider", () => {
  it("is signed out at once, without a request, when there is no hint cookie", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(status()).toBe("signedOut"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the session when the hint is there, then whether the user is an admin", async () => {
    setHint(true);
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(json(200, { has_role: true }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(status()).toBe("loading");
    await act(async () => answer(json(200, { user })));
    await waitFor(() => expect(status()).toBe("signedIn"));
    expect(screen.getByTestId("user").textContent).toBe("jane@example.com");
    await waitFor(() => expect(screen.getByTestId("admin").textContent).toBe("true"));
    expect(paths()).toEqual(["/api/auth/session", "/api/auth/has-role?role=admin"]);
  });

  it("is signed out when the server no longer knows the session", async () => {
    setHint(true);
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: "unauthenticated", message: "Not signed in." } }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(status()).toBe("signedOut"));
    expect(paths()).toEqual(["/api/auth/session"]);
  });

  it("checks again when the window regains focus", async () => {
    setHint(true);
    fetchMock.mockResolvedValueOnce(json(200, { user })).mockResolvedValueOnce(json(200, { has_role: false }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(status()).toBe("signedIn"));
    // Signed out in another tab: the server cleared the hint.
    setHint(false);
    act(() => void window.dispatchEvent(new Event("focus")));
    await waitFor(() => expect(status()).toBe("signedOut"));
  });

  it("signs out through the API", async () => {
    setHint(true);
    fetchMock
      .mockResolvedValueOnce(json(200, { user }))
      .mockResolvedValueOnce(json(200, { has_role: false }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(status()).toBe("signedIn"));
    act(() => screen.getByRole("button", { name: "out" }).click());
    await waitFor(() => expect(status()).toBe("signedOut"));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/api/auth/signout");
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe("POST");
  });

  it("forgets the signed-out account's cached data, so the next account never sees it", async () => {
    resetAccountForTests();
    setHint(true);
    fetchMock
      .mockResolvedValueOnce(json(200, { user }))
      .mockResolvedValueOnce(json(200, { has_role: false }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(status()).toBe("signedIn"));
    const cache = getQueryClient();
    cache.setQueryData(["profile"], { full_name: "Ann's name" });
    act(() => screen.getByRole("button", { name: "out" }).click());
    await waitFor(() => expect(status()).toBe("signedOut"));
    expect(cache.getQueryData(["profile"])).toBeUndefined();
  });
});
