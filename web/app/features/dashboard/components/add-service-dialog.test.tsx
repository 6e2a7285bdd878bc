import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { getQueryClient, QueryProvider } from "~/providers/query-provider";
import { noSubscription, SubscriptionContext } from "~/features/billing";
import { answerByRoute, json, stubFetchAndNewTabs, testService, testUser, type RouteAnswer } from "~/test/fixtures";
import AddServiceDialog from "./add-service-dialog";
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

const summary = { total_calls: 0, total_leads: 0, total_revenue: 0, active_services: 0 };

/** The dashboard's API with an empty list; `routes` adds the POST under test. */
function serve(routes: Record<string, RouteAnswer> = {}, services: () => unknown[] = () => []) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/summary": () => json(200, summary),
      "GET /api/services": () => json(200, { services: services() }),
      ...routes,
    }),
  );
}

function renderDashboard() {
  const auth = { status: "signedIn", user: testUser } as AuthContextValue;
  const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], { initialEntries: ["/dashboard"] });
  render(
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={noSubscription}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </AuthContext.Provider>,
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Add Service" }));
  return screen.findByRole("dialog", { name: "Add Service" });
}

const typeField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Service Type/) as HTMLSelectElement;
const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Service Name/) as HTMLInputElement;
const submit = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Create Service" }) as HTMLButtonElement;
const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/services" && init?.method === "POST");

function fill(dialog: HTMLElement, type: string, name: string) {
  fireEvent.change(typeField(dialog), { target: { value: type } });
  fireEvent.change(nameField(dialog), { target: { value: name } });
}

describe("Add Service", () => {
  it("offers the five types with readable names; 'Create Service' waits for both fields", async () => {
    serve();
    renderDashboard();
    const dialog = await openDialog();
    expect([...typeField(dialog).options].map((o) => [o.value, o.text])).toEqual([
      ["", "Choose a service type"],
      ["voice-ai", "Voice AI Receptionists"],
      ["recruitment", "AI Recruitment System"],
      ["payroll", "Payroll Automation"],
      ["call-center", "Call Center & Lead Management"],
      ["content-marketing", "Content Marketing AI"],
    ]);
    expect(submit(dialog).disabled).toBe(true);
    fireEvent.change(typeField(dialog), { target: { value: "voice-ai" } });
    expect(submit(dialog).disabled).toBe(true);
    fireEvent.change(nameField(dialog), { target: { value: "   " } });
    expect(submit(dialog).disabled).toBe(true);
    fireEvent.change(nameField(dialog), { target: { value: "Front desk" } });
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.change(typeField(dialog), { target: { value: "" } });
    await waitFor(() => expect(submit(dialog).disabled).toBe(true));
  });

  it("does nothing when submitted with a field empty", async () => {
    serve();
    renderDashboard();
    const dialog = await openDialog();
    fireEvent.change(nameField(dialog), { target: { value: "Front desk" } });
    fireEvent.submit(nameField(dialog).form!);
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(0);
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Add Service" })).toBeTruthy();
  });

  it("creates the service, says so, closes and reloads the list", async () => {
    let created: unknown[] = [];
    serve(
      {
        "POST /api/services": () => {
          created = [testService({ id: "s9", service_name: "Front desk", status: "paused", usage_current: 0, usage_limit: 500 })];
          return json(201, { service: created[0] });
        },
      },
      () => created,
    );
    renderDashboard();
    const dialog = await openDialog();
    fill(dialog, "voice-ai", "  <b>Front</b> desk ");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Service created", "Front desk has been added to your dashboard."));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ service_type: "voice-ai", service_name: "Front desk" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = await screen.findByRole("listitem", { name: "Front desk" });
    expect(within(row).getByText("Paused")).toBeTruthy();
    // The first load, and the reload after creating.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url, init]) => url === "/api/services" && init?.method === "GET")).toHaveLength(2),
    );
  });

  it("checks the name as the server does before sending", async () => {
    serve();
    renderDashboard();
    const dialog = await openDialog();
    fill(dialog, "payroll", "<script>x</script>");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    expect(await within(dialog).findByText("Service name is required")).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("shows a 400's field messages under the fields, with 'Error creating service'", async () => {
    serve({
      "POST /api/services": () =>
        json(400, {
          error: {
            code: "validation",
            message: "Some fields contain invalid data.",
            fields: { service_type: "Choose one of the service types" },
          },
        }),
    });
    renderDashboard();
    const dialog = await openDialog();
    fill(dialog, "recruitment", "Hiring");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    const message = await within(dialog).findByText("Choose one of the service types");
    expect(typeField(dialog).getAttribute("aria-describedby")).toBe(message.id);
    expect(notify.error).toHaveBeenCalledWith("Some fields contain invalid data.", "Error creating service");
    expect(screen.getByRole("dialog", { name: "Add Service" })).toBeTruthy();
  });

  it("shows the server's message for a refusal, e.g. the 100-service limit", async () => {
    serve({ "POST /api/services": () => json(409, { error: { code: "conflict", message: "You can have at most 100 services." } }) });
    renderDashboard();
    const dialog = await openDialog();
    fill(dialog, "payroll", "Payroll");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("You can have at most 100 services.", "Error creating service"));
  });

  it("asks to log in when the session has ended", async () => {
    serve({ "POST /api/services": () => json(401, { error: { code: "unauthenticated", message: "Please sign in." } }) });
    renderDashboard();
    const dialog = await openDialog();
    fill(dialog, "payroll", "Payroll");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Please log in to create a service", "Authentication required"));
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it("asks to log in, and sends nothing, without a signed-in user", async () => {
    serve();
    const auth = { status: "signedOut", user: null } as AuthContextValue;
    render(
      <AuthContext.Provider value={auth}>
        <QueryProvider>
          <AddServiceDialog open onOpenChange={() => {}} returnFocus={null} />
        </QueryProvider>
      </AuthContext.Provider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Add Service" });
    fill(dialog, "payroll", "Payroll");
    await waitFor(() => expect(submit(dialog).disabled).toBe(false));
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Please log in to create a service", "Authentication required"));
    expect(posts()).toHaveLength(0);
  });
});
