import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { getQueryClient } from "~/providers/query-provider";
import { noSubscription, SubscriptionContext } from "~/features/billing";
import { answerByRoute, json, stubFetchAndNewTabs, testService, testUser, type RouteAnswer } from "~/test/fixtures";
import { DashboardPage } from "./dashboard-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const keysUrl = "/api/services/s1/keys";
const oldKey = {
  id: "k1",
  prefix: "lexa_0ld0ld0",
  created_at: "2026-11-01T12:00:00Z",
  last_used_at: "2026-11-20T12:00:00Z",
  revoked_at: null,
};
const newKey = { id: "k2", prefix: "lexa_n3wn3wn", created_at: "2026-11-23T12:00:00Z", last_used_at: null, revoked_at: null };
const secret = "lexa_n3wn3wn_s3cr3t_v4lu3_0123456789";

/** The dashboard with one service whose keys are `keys()`; `routes` adds what the test exercises. */
function serve(keys: () => unknown[], routes: Record<string, RouteAnswer> = {}) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/summary": () => json(200, { total_calls: 0, total_leads: 0, total_revenue: 0, active_services: 1 }),
      "GET /api/services": () => json(200, { services: [testService()] }),
      [`GET ${keysUrl}`]: () => json(200, { keys: keys() }),
      ...routes,
    }),
  );
}

function renderDashboard(entry = "/dashboard") {
  const auth = { status: "signedIn", user: testUser } as AuthContextValue;
  const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], { initialEntries: [entry] });
  render(
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={noSubscription}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </AuthContext.Provider>,
  );
  return router;
}

async function openKeys() {
  const row = await screen.findByRole("listitem", { name: "Front desk" });
  fireEvent.click(within(row).getByRole("button", { name: "API keys" }));
  return screen.findByRole("dialog", { name: "API keys for Front desk" });
}

const requests = (method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method);

describe("API keys", () => {
  it("opens on arrival at /dashboard?api-keys={id}, and the query goes when it closes", async () => {
    serve(() => [oldKey]);
    const router = renderDashboard("/dashboard?api-keys=s1");
    const dialog = await screen.findByRole("dialog", { name: "API keys for Front desk" });
    expect(await within(dialog).findByText("lexa_0ld0ld0…")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
    expect(document.activeElement?.textContent).toBe("API keys");
  });

  it("lists a service's keys with their dates", async () => {
    serve(() => [oldKey, { ...newKey, id: "k3", prefix: "lexa_r3v0k3d", revoked_at: "2026-11-22T12:00:00Z" }]);
    renderDashboard();
    const dialog = await openKeys();
    expect(await within(dialog).findByText("lexa_0ld0ld0…")).toBeTruthy();
    const revoked = within(dialog).getByText("lexa_r3v0k3d…").closest("li")!;
    expect(within(revoked).getAllByText("Revoked").length).toBeGreaterThan(0);
    expect(within(revoked).queryByRole("button", { name: "Revoke" })).toBeNull();
    expect(within(revoked).getByText("Never")).toBeTruthy();
    const live = within(dialog).getByText("lexa_0ld0ld0…").closest("li")!;
    expect(within(live).getByText(/^Nov (20|21|19), 2026$/)).toBeTruthy();
    expect(within(live).getByRole("button", { name: "Revoke" })).toBeTruthy();
  });

  it("says when there are none", async () => {
    serve(() => []);
    renderDashboard();
    const dialog = await openKeys();
    expect(await within(dialog).findByText("No API keys yet.")).toBeTruthy();
  });

  it("shows a new key's secret once, with a ready-made usage report", async () => {
    let keys: unknown[] = [];
    serve(() => keys, {
      [`POST ${keysUrl}`]: () => {
        keys = [newKey];
        return json(201, { key: newKey, secret });
      },
    });
    renderDashboard();
    let dialog = await openKeys();
    await within(dialog).findByText("No API keys yet.");
    // Before a key exists: the endpoint a voice-ai key is for, and a curl with the key in a variable.
    expect(within(dialog).getByTestId("api-endpoint").textContent).toBe(`POST ${window.location.origin}/api/v1/calls`);
    expect(within(dialog).getByTestId("api-endpoint-example").textContent).toContain('"Authorization: Bearer $LEXA_API_KEY"');
    fireEvent.click(within(dialog).getByRole("button", { name: "Create API key" }));
    const shown = await within(dialog).findByTestId("api-key-secret");
    expect(shown.textContent).toBe(secret);
    expect(within(dialog).getByText(/it will not be shown again/)).toBeTruthy();
    expect(requests("POST", keysUrl)[0]?.[1]?.body).toBeUndefined();
    const example = within(dialog).getByTestId("api-key-example").textContent!;
    expect(example).toContain(`curl -X POST '${window.location.origin}/api/v1/calls'`);
    expect(example).toContain(`-H 'Authorization: Bearer ${secret}'`);
    expect(example).toContain('"idempotency_key"');
    // The focus goes to the secret's heading, so its warning is read next.
    expect(document.activeElement?.textContent).toBe("Your new API key");
    // The list reloads with the key, by its prefix only.
    expect(await within(dialog).findByText("lexa_n3wn3wn…")).toBeTruthy();

    // Closed and opened again, the secret is gone for good.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Nor is it kept in the mutation cache.
    await waitFor(() =>
      expect(
        JSON.stringify(
          getQueryClient()
            .getMutationCache()
            .getAll()
            .map((m) => m.state.data),
        ),
      ).not.toContain(secret),
    );
    dialog = await openKeys();
    await within(dialog).findByText("lexa_n3wn3wn…");
    expect(within(dialog).queryByTestId("api-key-secret")).toBeNull();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it("copies the secret and says 'Copied!'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    serve(() => [], { [`POST ${keysUrl}`]: () => json(201, { key: newKey, secret }) });
    renderDashboard();
    const dialog = await openKeys();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Create API key" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Copy key" }));
    expect(await within(dialog).findByText("Copied!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(secret);
  });

  it("says 'Error creating API key' with the server's reason", async () => {
    serve(() => [oldKey], {
      [`POST ${keysUrl}`]: () =>
        json(409, { error: { code: "conflict", message: "This service already has 5 API keys. Revoke one first." } }),
    });
    renderDashboard();
    const dialog = await openKeys();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create API key" }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("This service already has 5 API keys. Revoke one first.", "Error creating API key"),
    );
    expect(within(dialog).queryByTestId("api-key-secret")).toBeNull();
  });

  it("revokes a key after asking, and the list shows it revoked", async () => {
    let keys: unknown[] = [oldKey];
    serve(() => keys, {
      [`DELETE ${keysUrl}/k1`]: () => {
        keys = [{ ...oldKey, revoked_at: "2026-11-23T15:00:00Z" }];
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard();
    const dialog = await openKeys();
    const item = (await within(dialog).findByText("lexa_0ld0ld0…")).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Revoke" }));
    expect(within(item).getByText(/Revoke lexa_0ld0ld0…\? Anything using it stops reporting at once\./)).toBeTruthy();
    expect(requests("DELETE", `${keysUrl}/k1`)).toHaveLength(0);

    // Cancel first: nothing is sent and 'Revoke' is back.
    fireEvent.click(within(item).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(within(item).getByRole("button", { name: "Revoke" }));

    fireEvent.click(within(item).getByRole("button", { name: "Revoke" }));
    expect(document.activeElement).toBe(within(item).getByRole("button", { name: "Revoke key" }));
    fireEvent.click(within(item).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("API key revoked", "lexa_0ld0ld0… no longer works."));
    expect(requests("DELETE", `${keysUrl}/k1`)).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getAllByText("Revoked").length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole("button", { name: "Revoke" })).toBeNull();
  });

  it("says 'Error revoking API key' when the key cannot be revoked", async () => {
    serve(() => [oldKey], { [`DELETE ${keysUrl}/k1`]: () => json(404, { error: { code: "not_found", message: "API key not found." } }) });
    renderDashboard();
    const dialog = await openKeys();
    const item = (await within(dialog).findByText("lexa_0ld0ld0…")).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Revoke" }));
    fireEvent.click(within(item).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("API key not found.", "Error revoking API key"));
  });

  it("says 'Error loading API keys' when the list fails", async () => {
    serve(() => [], { [`GET ${keysUrl}`]: () => json(404, { error: { code: "not_found", message: "Service not found." } }) });
    renderDashboard();
    const dialog = await openKeys();
    expect(await within(dialog).findByText("The API keys could not be loaded.")).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith("Service not found.", "Error loading API keys");
  });
});
