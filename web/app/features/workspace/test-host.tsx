// Shared by the workspace's component tests (never imported by the app): the workspace
// page of one service, with fetch answered by route.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SubscriptionContext } from "~/features/billing";
import { answerByRoute, json, subscribedTo, testService, type RouteAnswer } from "~/test/fixtures";
import { WorkspacePage } from "./components/workspace-page";

/** Renders /dashboard/services/{id}{search} for a service of the given type; `routes` answer the rest. */
export function renderServiceWorkspace(
  fetchMock: { mockImplementation: (impl: typeof fetch) => unknown },
  service: Record<string, unknown>,
  routes: Record<string, RouteAnswer>,
  search = "",
) {
  const svc = testService({ usage_current: 0, usage_limit: 0, ...service });
  fetchMock.mockImplementation(answerByRoute({ [`GET /api/services/${svc.id}`]: () => json(200, { service: svc }), ...routes }));
  const router = createMemoryRouter(
    [
      { path: "/pricing", element: <h1>Pricing</h1> },
      { path: "/dashboard/services/:id", element: <WorkspacePage serviceId={svc.id} /> },
    ],
    { initialEntries: [`/dashboard/services/${svc.id}${search}`] },
  );
  render(
    <SubscriptionContext.Provider value={subscribedTo("enterprise")}>
      <RouterProvider router={router} />
    </SubscriptionContext.Provider>,
  );
  return router;
}

/** The JSON body a request was sent with. */
export const sentJson = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The requests fetch received, as "METHOD url". */
export const requests = (calls: ReadonlyArray<readonly [unknown, RequestInit?]>) =>
  calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
