import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";
import { testLead } from "./test-leads";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const desk = { id: "s1", service_type: "call-center", service_name: "Sales line" };
const leads = (list = [testLead(), testLead({ id: "l2", name: "Wes Warm", score: 60, temperature: "warm", reasons: ["A budget is mentioned (+10)"], stage: "contacted" })]) =>
  () => json(200, { leads: list, hot_score: 80 });
const noLinks = () => json(200, { embeds: [] });

describe("LeadWorkspace", () => {
  it("shows the pipeline: a column per stage, each lead with its score, temperature and reasons", async () => {
    renderServiceWorkspace(fetchMock, desk, { "GET /api/services/s1/leads": leads(), "GET /api/services/s1/embeds": noLinks });
    // The first render of the file loads the workspace's modules: it takes longer on a busy machine.
    const board = await screen.findByRole("group", { name: "Pipeline" }, { timeout: 5000 });
    const newColumn = within(board).getByRole("region", { name: /New/ });
    const card = within(newColumn).getByTestId("lead");
    expect(within(card).getByRole("heading", { name: "Dana Lee" })).toBeTruthy();
    expect(within(card).getByTestId("lead-score").textContent).toBe("85/100Score 85 out of 100");
    expect(within(card).getByTestId("lead-temperature").textContent).toBe("Hot");
    expect(within(card).getByTestId("lead-reasons").textContent).toMatch(/A senior title/);
    expect(within(board).getByRole("region", { name: /Contacted/ }).textContent).toMatch(/Wes Warm.*60\/100.*Warm/);
    expect(within(board).getByRole("region", { name: /Won/ }).textContent).toMatch(/None/);
    expect(screen.queryByRole("region", { name: "Calls" })).toBeNull(); // no 'coming' card
  });

  it("shows what a message that is no lead is, and an opt-out as not to be contacted", async () => {
    const optOut = testLead({ id: "l3", name: "Olga Out", score: 0, temperature: "cold", kind: "opt_out", do_not_contact: true,
      reasons: ["This is an opt-out: do not contact this person."] });
    const complaint = testLead({ id: "l4", name: "Carl Cross", score: 10, temperature: "cold", kind: "complaint",
      reasons: ["This is a complaint from an existing customer: pass it to support, not sales."] });
    renderServiceWorkspace(fetchMock, desk, { "GET /api/services/s1/leads": leads([testLead(), optOut, complaint]), "GET /api/services/s1/embeds": noLinks });
    const board = await screen.findByRole("group", { name: "Pipeline" });
    const card = (name: string) => within(board).getAllByTestId("lead").find((c) => c.textContent?.includes(name))!;
    expect(within(card("Olga Out")).getByTestId("lead-kind").textContent).toBe("Opt-out");
    expect(within(card("Olga Out")).getByTestId("lead-do-not-contact").textContent).toBe("Do not contact");
    expect(within(card("Olga Out")).queryByTestId("lead-temperature")).toBeNull();
    expect(within(card("Olga Out")).getByTestId("lead-reasons").textContent).toBe("This is an opt-out: do not contact this person.");
    expect(within(card("Carl Cross")).getByTestId("lead-kind").textContent).toBe("Complaint");
    expect(within(card("Carl Cross")).queryByTestId("lead-do-not-contact")).toBeNull();
    // A lead shows its temperature, and no kind.
    expect(within(card("Dana Lee")).queryByTestId("lead-kind")).toBeNull();
    expect(within(card("Dana Lee")).getByTestId("lead-temperature").textContent).toBe("Hot");
  });

  it("says how leads arrive when there are none", async () => {
    renderServiceWorkspace(fetchMock, desk, { "GET /api/services/s1/leads": leads([]), "GET /api/services/s1/embeds": noLinks });
    const empty = await screen.findByTestId("leads-empty");
    expect(empty.textContent).toMatch(/POST \/api\/v1\/leads/);
    expect(within(empty).getByRole("link", { name: "Create an API key" }).getAttribute("href")).toBe("/dashboard?api-keys=s1");
    expect(await screen.findByText("No form link yet.")).toBeTruthy();
  });

  it("moves a lead by its select, and asks for the revenue when it is won", async () => {
    const moves: Record<string, unknown>[] = [];
    renderServiceWorkspace(fetchMock, desk, {
      "GET /api/services/s1/leads": leads(),
      "GET /api/services/s1/embeds": noLinks,
      "PATCH /api/services/s1/leads/l1": (init) => {
        const body = sentJson(init);
        moves.push(body);
        return json(200, { lead: testLead({ stage: String(body.stage), revenue: Number(body.revenue ?? 0) }) });
      },
    });
    const select = await screen.findByRole("combobox", { name: "Stage of Dana Lee" });
    fireEvent.change(select, { target: { value: "qualified" } });
    await waitFor(() => expect(moves).toEqual([{ stage: "qualified" }]));

    fireEvent.change(screen.getByRole("combobox", { name: "Stage of Dana Lee" }), { target: { value: "won" } });
    const form = await screen.findByRole("form", { name: "Won: Dana Lee" });
    const revenue = within(form).getByRole("textbox", { name: "Revenue (USD)" });
    fireEvent.change(revenue, { target: { value: "12.345" } });
    fireEvent.click(within(form).getByRole("button", { name: "Mark as Won" }));
    expect((await within(form).findByRole("alert")).textContent).toMatch(/at most two decimals/);
    expect(moves).toHaveLength(1);

    fireEvent.change(revenue, { target: { value: "$1,234.50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Mark as Won" }));
    await waitFor(() => expect(moves.at(-1)).toEqual({ stage: "won", revenue: 1234.5 }));
    expect(requests(fetchMock.mock.calls)).toContain("PATCH /api/services/s1/leads/l1");
  });

  it("filters by stage and search", async () => {
    renderServiceWorkspace(fetchMock, desk, {
      "GET /api/services/s1/leads": leads(),
      "GET /api/services/s1/leads?stage=won": leads([]),
      "GET /api/services/s1/embeds": noLinks,
    });
    await screen.findByRole("group", { name: "Pipeline" });
    fireEvent.change(screen.getByRole("combobox", { name: "Stage" }), { target: { value: "won" } });
    expect(await screen.findByText("No leads match these filters.")).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/s1/leads?stage=won");
  });

  it("creates a form link, shows its address and embed code, and revokes it after a confirmation", async () => {
    let links: unknown[] = [];
    const link = { id: "e1", kind: "form", token: "tok", url: "https://lexa.example/f/tok", created_at: "2026-11-26T09:00:00Z", revoked_at: null };
    renderServiceWorkspace(fetchMock, desk, {
      "GET /api/services/s1/leads": leads([]),
      "GET /api/services/s1/embeds": () => json(200, { embeds: links }),
      "POST /api/services/s1/embeds": () => {
        links = [link];
        return json(201, { embed: link });
      },
      "DELETE /api/services/s1/embeds/e1": () => {
        links = [{ ...link, revoked_at: "2026-11-26T10:00:00Z" }];
        return json(200, { embed: links[0] });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create Form Link" }));
    const row = await screen.findByTestId("form-link");
    expect((within(row).getByRole("textbox", { name: "Form address" }) as HTMLInputElement).value).toBe(link.url);
    expect((within(row).getByRole("textbox", { name: "Embed code" }) as HTMLTextAreaElement).value).toMatch(/^<iframe src="https:\/\/lexa.example\/f\/tok"/);
    fireEvent.click(within(row).getByRole("button", { name: `Revoke ${link.url}` }));
    fireEvent.click(within(row).getByRole("button", { name: "Revoke Link" }));
    expect(await screen.findByText("No form link yet.")).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).toContain("DELETE /api/services/s1/embeds/e1");
  });
});
