import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";
import type { Post } from "./content-schema";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const content = { id: "s5", service_type: "content-marketing", service_name: "Posts" };
const emptyBrand = { tone: "professional", audience: "", keywords: [], banned_words: [], platforms: [], updated_at: null };

function post(over: Partial<Post> = {}): Post {
  return {
    id: "p1",
    service_id: "s5",
    platform: "linkedin",
    content_type: "social-post",
    topic: "Spring offer",
    body: "Our FREE spring check-up.",
    status: "draft",
    scheduled_for: null,
    banned_words_found: [],
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-01T10:00:00Z",
    ...over,
  };
}

describe("ContentWorkspace", () => {
  it("says how to start when there is no profile, no draft and nothing scheduled", async () => {
    renderServiceWorkspace(
      fetchMock,
      content,
      {
        "GET /api/services/s5/brand": () => json(200, emptyBrand),
        "GET /api/services/s5/posts": () => json(200, { posts: [] }),
      },
      "?view=month&day=2026-11-20",
    );
    expect(await screen.findByText(/No profile saved yet\. Start here/)).toBeTruthy();
    expect(await screen.findByText(/No drafts yet\. Write a topic above/)).toBeTruthy();
    expect(await screen.findByText(/Nothing scheduled in this period/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Content" })).toBeNull();
    const calendar = screen.getByRole("region", { name: "Calendar" });
    expect(within(calendar).getByTestId("calendar-title").textContent).toBe("November 2026");
    expect(within(calendar).getByRole("link", { name: "Export November 2026 as CSV" }).getAttribute("href")).toBe(
      "/api/services/s5/posts/export.csv?month=2026-11",
    );
    expect(within(calendar).getByRole("link", { name: "Export November 2026 as calendar (ICS)" }).getAttribute("href")).toBe(
      "/api/services/s5/posts/export.ics?month=2026-11",
    );
    // The month asks for its six weeks with a day to spare on each side.
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/s5/posts?from=2026-10-25&to=2026-12-08");
  });

  it("moves by week and month from the day in the address", async () => {
    renderServiceWorkspace(
      fetchMock,
      content,
      {
        "GET /api/services/s5/brand": () => json(200, emptyBrand),
        "GET /api/services/s5/posts": () => json(200, { posts: [] }),
      },
      "?view=week&day=2026-12-30",
    );
    const calendar = await screen.findByRole("region", { name: "Calendar" });
    const title = within(calendar).getByTestId("calendar-title");
    expect(title.textContent).toBe("28 Dec – 3 Jan 2027");
    expect(await within(calendar).findAllByRole("heading", { level: 3 })).toHaveLength(7);
    fireEvent.click(within(calendar).getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(title.textContent).toBe("4 Jan – 10 Jan 2027"));
    fireEvent.click(within(calendar).getByRole("button", { name: "Month" }));
    await waitFor(() => expect(title.textContent).toBe("January 2027"));
    fireEvent.click(within(calendar).getByRole("button", { name: "Previous month" }));
    await waitFor(() => expect(title.textContent).toBe("December 2026"));
  });

  it("generates drafts for the chosen platforms, and refuses an empty topic before asking", async () => {
    let posts: Post[] = [];
    renderServiceWorkspace(
      fetchMock,
      content,
      {
        "GET /api/services/s5/brand": () => json(200, { ...emptyBrand, platforms: ["linkedin"], updated_at: "2026-11-01T00:00:00Z" }),
        "GET /api/services/s5/posts": () => json(200, { posts }),
        "POST /api/services/s5/posts/generate": () => {
          posts = [post(), post({ id: "p2", platform: "twitter" })];
          return json(201, { posts, engine: "built-in", note: "Written in a warm, plain tone instead of a humorous one." });
        },
      },
      "?day=2026-11-20",
    );
    const region = await screen.findByRole("region", { name: "Generate drafts" });
    const linkedin = await within(region).findByRole("checkbox", { name: "LinkedIn" });
    expect((linkedin as HTMLInputElement).checked).toBe(true); // the brand's platforms come chosen
    fireEvent.click(within(region).getByRole("button", { name: "Generate drafts" }));
    expect(await within(region).findByText("Topic is required.")).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).not.toContain("POST /api/services/s5/posts/generate");

    fireEvent.change(within(region).getByLabelText(/^Topic/), { target: { value: "Spring offer" } });
    fireEvent.click(within(region).getByRole("checkbox", { name: "Twitter/X" }));
    fireEvent.click(within(region).getByRole("button", { name: "Generate drafts" }));
    expect(await within(region).findByText("2 drafts written.")).toBeTruthy();
    // The built-in engine's drafts are templates to edit, and the answer's note is shown beside them.
    expect(within(region).getByTestId("template-notice").textContent).toBe("Drafted from templates by the built-in engine: edit before you publish.");
    expect(within(region).getByTestId("content-note").textContent).toBe("Written in a warm, plain tone instead of a humorous one.");
    const call = fetchMock.mock.calls.find(([url, init]) => init?.method === "POST" && String(url).endsWith("/generate"));
    expect(sentJson(call?.[1])).toEqual({ topic: "Spring offer", content_type: "social-post", platforms: ["linkedin", "twitter"] });
    const drafts = await screen.findAllByTestId("draft");
    expect(drafts).toHaveLength(2);
  });

  it("marks banned words in a draft, and schedules it with a date and time", async () => {
    const draft = post({ banned_words_found: ["free"] });
    renderServiceWorkspace(
      fetchMock,
      content,
      {
        "GET /api/services/s5/brand": () => json(200, { ...emptyBrand, banned_words: ["free"], updated_at: "2026-11-01T00:00:00Z" }),
        "GET /api/services/s5/posts": () => json(200, { posts: [draft] }),
        "PATCH /api/services/s5/posts/p1": (init) => json(200, { ...draft, ...sentJson(init) }),
      },
      "?day=2026-11-20",
    );
    const [card] = await screen.findAllByTestId("draft");
    const banned = within(card!).getByTestId("banned-words");
    expect(within(banned).getByText("Uses banned word: free")).toBeTruthy();
    expect(within(banned).getByText("FREE").tagName).toBe("MARK");

    const form = within(card!).getByRole("form", { name: "linkedin post about Spring offer" });
    fireEvent.change(within(form).getByLabelText(/^Date and time/), { target: { value: "2026-11-24T09:30" } });
    fireEvent.change(within(form).getByLabelText(/^Status/), { target: { value: "scheduled" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(form).getByText("Post saved.")).toBeTruthy());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    const sent = sentJson(call?.[1]);
    expect(sent.status).toBe("scheduled");
    expect(new Date(String(sent.scheduled_for)).getTime()).toBe(new Date("2026-11-24T09:30").getTime());
    expect(sent.body).toBeUndefined(); // only what changed is sent
  });

  it("shows a refusal in the server's words", async () => {
    renderServiceWorkspace(
      fetchMock,
      content,
      {
        "GET /api/services/s5/brand": () => json(200, emptyBrand),
        "GET /api/services/s5/posts": () => json(200, { posts: [] }),
        "POST /api/services/s5/posts/generate": () =>
          json(409, { error: { code: "conflict", message: "Activate this service to generate posts." } }),
      },
      "?day=2026-11-20",
    );
    const region = await screen.findByRole("region", { name: "Generate drafts" });
    fireEvent.change(await within(region).findByLabelText(/^Topic/), { target: { value: "Spring" } });
    fireEvent.click(await within(region).findByRole("checkbox", { name: "Facebook" }));
    fireEvent.click(within(region).getByRole("button", { name: "Generate drafts" }));
    expect((await within(region).findByRole("alert")).textContent).toContain("Activate this service to generate posts.");
  });
});
