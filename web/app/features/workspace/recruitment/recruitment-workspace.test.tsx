import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { testCandidate, testOpening } from "../shared/documents/test-documents";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});
afterEach(() => {
  vi.useRealTimers();
});

const hiring = { id: "s1", service_type: "recruitment", service_name: "Hiring" };
const openings =
  (list = [testOpening({ candidates: 2 })]) =>
  () =>
    json(200, { openings: list });
const candidates = [
  testCandidate(),
  testCandidate({
    id: "d2",
    name: "li-wei.pdf",
    candidate: "Li Wei",
    screening: { score: 64, verdict: "Partial match.", strengths: [], gaps: ["No PostgreSQL"], recommendation: "Keep on file." },
  }),
];

async function candidatesRegion() {
  return screen.findByRole("region", { name: "Candidates for Senior Go Engineer" });
}

describe("RecruitmentWorkspace", () => {
  it("shows the jobs and the first job's ranked shortlist: rank, name, score, verdict, details, export", async () => {
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents?opening_id=o1": () => json(200, { documents: candidates }),
    });
    const jobs = await screen.findByRole("region", { name: "Jobs" });
    expect((await within(jobs).findByRole("button", { name: /Senior Go Engineer/, pressed: true })).textContent).toMatch(
      /Remote \(EU\) · 2 candidates/,
    );
    expect(screen.queryByRole("region", { name: "Documents" })).toBeNull(); // no 'coming' card
    expect(screen.getByRole("region", { name: "This month" })).toBeTruthy();

    const region = await candidatesRegion();
    const rows = await within(region).findAllByTestId("candidate");
    expect(rows.map((r) => within(r).getByTestId("candidate-rank").textContent)).toEqual(["#1Rank 1", "#2Rank 2"]);
    expect(within(rows[0]!).getByRole("heading", { name: "Ana Ruiz" })).toBeTruthy();
    expect(within(rows[0]!).getByTestId("candidate-score").textContent).toBe("82/100Score 82 out of 100");
    expect(within(rows[0]!).getByText("Strong match for Senior Go Engineer.")).toBeTruthy();
    expect(within(rows[0]!).getByTestId("document-state").textContent).toBe("Done");
    expect(within(region).getByTestId("documents-progress").textContent).toBe("2 of 2 analysed");
    expect(within(region).getByRole("link", { name: "Export CSV of this shortlist" }).getAttribute("href")).toBe(
      "/api/services/s1/documents/export.csv?opening_id=o1",
    );
    expect(within(rows[0]!).getByRole("link", { name: "Download ana-ruiz.pdf" }).getAttribute("href")).toBe(
      "/api/services/s1/documents/d1/file",
    );

    // Details open on demand: strengths, gaps, recommendation and the notes.
    const details = within(rows[0]!).getByRole("button", { name: "Details of Ana Ruiz" });
    expect(details.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(details);
    expect(details.getAttribute("aria-expanded")).toBe("true");
    expect(within(rows[0]!).getByText("Six years of Go")).toBeTruthy();
    expect(within(rows[0]!).getByText("No Kubernetes")).toBeTruthy();
    expect(within(rows[0]!).getByText("Invite to a first interview.")).toBeTruthy();
    expect(within(rows[0]!).getByLabelText(/^Notes/)).toBeTruthy();
  });

  it("shows a candidate's contact details as links, and a duplicate with the earlier file named", async () => {
    const withContacts = testCandidate({ candidate_email: "ana.ruiz@example.com", candidate_phone: "+44 20 7946 0958" });
    const again = testCandidate({ id: "d3", name: "ana-ruiz-2.pdf", duplicate_of: "d1", duplicate_of_name: "ana-ruiz.pdf" });
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents?opening_id=o1": () => json(200, { documents: [withContacts, again] }),
    });
    const rows = await within(await candidatesRegion()).findAllByTestId("candidate");
    expect(within(rows[0]!).getByRole("link", { name: "ana.ruiz@example.com" }).getAttribute("href")).toBe("mailto:ana.ruiz@example.com");
    expect(within(rows[0]!).getByRole("link", { name: "+44 20 7946 0958" }).getAttribute("href")).toBe("tel:+442079460958");
    expect(within(rows[0]!).queryByTestId("duplicate-badge")).toBeNull();
    expect(within(rows[1]!).queryByTestId("candidate-contacts")).toBeNull();
    const badge = within(rows[1]!).getByTestId("duplicate-badge");
    expect(badge.textContent).toBe("DuplicateDuplicate of ana-ruiz.pdf");
    expect(within(rows[1]!).getByText("Duplicate of ana-ruiz.pdf").className).toMatch(/sr-only/);
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Details of Ana Ruiz" }));
    expect(within(rows[1]!).getByTestId("duplicate-note").textContent).toBe("Duplicate of ana-ruiz.pdf, uploaded earlier to this service: the same file.");
  });

  it("saves a candidate's status and note with PATCH", async () => {
    const patches: unknown[] = [];
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents?opening_id=o1": () => json(200, { documents: candidates }),
      "PATCH /api/services/s1/documents/d1": (init) => {
        const body = sentJson(init);
        patches.push(body);
        return json(200, { document: testCandidate({ ...body }) });
      },
    });
    const region = await candidatesRegion();
    const [first] = await within(region).findAllByTestId("candidate");
    fireEvent.change(within(first!).getByLabelText("Status of Ana Ruiz"), { target: { value: "shortlisted" } });
    await waitFor(() => expect(patches).toEqual([{ review: "shortlisted" }]));
    fireEvent.click(within(first!).getByRole("button", { name: "Details of Ana Ruiz" }));
    fireEvent.change(within(first!).getByLabelText(/^Notes/), { target: { value: "Call on Monday" } });
    fireEvent.click(within(first!).getByRole("button", { name: "Save note" }));
    expect(await within(first!).findByText("Note saved")).toBeTruthy();
    expect(patches).toEqual([{ review: "shortlisted" }, { note: "Call on Monday" }]);
  });

  it("checks a new job first, then shows the server's field messages", async () => {
    let posted: Record<string, unknown> | undefined;
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings([]),
      "POST /api/services/s1/openings": (init) => {
        posted = sentJson(init);
        return json(400, {
          error: {
            code: "validation",
            message: "Some fields contain invalid data.",
            fields: { location: "Location must be at most 120 characters" },
          },
        });
      },
    });
    expect(await screen.findByText(/No jobs yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New job" }));
    const form = screen.getByRole("form", { name: "New job" });
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Job title/));
    fireEvent.click(within(form).getByRole("button", { name: "Add job" }));
    // The form's rules run as react-hook-form validates: the messages show after a tick.
    expect(await within(form).findByText("Job title is required")).toBeTruthy();
    expect(within(form).getByText("Job description is required")).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Job title/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(posted).toBeUndefined();

    fireEvent.change(within(form).getByLabelText(/^Job title/), { target: { value: "Senior Go Engineer" } });
    fireEvent.change(within(form).getByLabelText(/^Job description/), { target: { value: "Build our API." } });
    fireEvent.change(within(form).getByLabelText(/^Must-have skills/), { target: { value: "Go, PostgreSQL, " } });
    fireEvent.change(within(form).getByLabelText(/^Location/), { target: { value: "Remote" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add job" }));
    expect(await within(form).findByText("Location must be at most 120 characters")).toBeTruthy();
    expect(within(form).queryByText("Job title is required")).toBeNull();
    expect(posted).toEqual({
      title: "Senior Go Engineer",
      description: "Build our API.",
      must_have: ["Go", "PostgreSQL"],
      nice_to_have: [],
      location: "Remote",
    });

    // Cancel closes the form and gives the focus back to 'New job'.
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "New job" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "New job" }));
  });

  it("uploads several resumes with the job, and shows a 402 in an alert with the way to the plans", async () => {
    let sent: FormData | undefined;
    let answer = () =>
      json(402, {
        error: { code: "payment_required", message: "Your Starter plan does not include AI Recruitment. Upgrade your plan to use it." },
      });
    const router = renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents?opening_id=o1": () => json(200, { documents: [] }),
      "POST /api/services/s1/documents": (init) => {
        sent = init?.body as FormData;
        return answer();
      },
    });
    const region = await candidatesRegion();
    expect(await within(region).findByText(/No candidates yet/)).toBeTruthy();
    const input = within(region).getByLabelText(/^Resumes/) as HTMLInputElement;
    expect(input.getAttribute("accept")).toBe(".pdf,.docx,.txt,.jpg,.jpeg,.png");
    expect(input.multiple).toBe(true);

    // Nothing chosen: the server's message, without a request.
    fireEvent.click(within(region).getByRole("button", { name: "Upload" }));
    expect(await within(region).findByText("Choose at least one file.")).toBeTruthy();
    expect(sent).toBeUndefined();

    const files = [
      new File(["Ana Ruiz\nGo"], "ana.txt", { type: "text/plain" }),
      new File(["Li Wei\nGo"], "li.txt", { type: "text/plain" }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(within(region).getByText("2 files chosen")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Upload" }));
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toMatch(/does not include AI Recruitment/);
    expect(sent?.getAll("file").map((f) => (f as File).name)).toEqual(["ana.txt", "li.txt"]);
    expect(sent?.get("opening_id")).toBe("o1");

    // A file the server refuses is named next to the control.
    answer = () =>
      json(400, {
        error: { code: "validation", message: "Some fields contain invalid data.", fields: { file: "li.txt: the file is empty." } },
      });
    fireEvent.click(within(region).getByRole("button", { name: "Upload" }));
    expect(await within(region).findByText("li.txt: the file is empty.")).toBeTruthy();
    expect(within(region).queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBe("true");

    // A paused service: the server's message.
    answer = () => json(409, { error: { code: "conflict", message: "Activate this service to analyse documents." } });
    fireEvent.click(within(region).getByRole("button", { name: "Upload" }));
    expect((await within(region).findByRole("alert")).textContent).toBe("Activate this service to analyse documents.");

    answer = () => json(402, { error: { code: "payment_required", message: "You have no plan. Choose a plan to use AI Recruitment." } });
    fireEvent.click(within(region).getByRole("button", { name: "Upload" }));
    await within(region).findByText(/You have no plan/);
    fireEvent.click(within(region).getByRole("link", { name: "See plans" }));
    await screen.findByRole("heading", { name: "Pricing" });
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("polls while a resume is queued or analysing, shows each state, and stops when none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = [
      [testCandidate({ state: "queued" }), testCandidate({ id: "d2", name: "scan.pdf", candidate: "scan", state: "analysing" })],
      [
        testCandidate({ state: "analysing" }),
        testCandidate({
          id: "d2",
          name: "scan.pdf",
          candidate: "scan",
          state: "no_text",
          reason: "No text found: this looks like a scanned image.",
        }),
      ],
      [
        testCandidate(),
        testCandidate({
          id: "d2",
          name: "scan.pdf",
          candidate: "scan",
          state: "no_text",
          reason: "No text found: this looks like a scanned image.",
        }),
      ],
    ];
    let reads = 0;
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents?opening_id=o1": () => json(200, { documents: states[Math.min(reads++, states.length - 1)] }),
    });
    const region = await candidatesRegion();
    const progress = within(region).getByTestId("documents-progress");
    expect(progress.getAttribute("aria-live")).toBe("polite");
    expect(await within(region).findByText("Queued")).toBeTruthy();
    expect(within(region).getByText("Analysing…")).toBeTruthy();
    expect(progress.textContent).toBe("0 of 2 analysed");

    await vi.advanceTimersByTimeAsync(1500);
    expect(await within(region).findByText("No text found")).toBeTruthy();
    expect(within(region).getByText("No text found: this looks like a scanned image.")).toBeTruthy();
    expect(progress.textContent).toBe("1 of 2 analysed");

    await vi.advanceTimersByTimeAsync(1500);
    expect(await within(region).findByText("82/100")).toBeTruthy();
    expect(progress.textContent).toBe("2 of 2 analysed");
    expect(reads).toBe(3);

    await vi.advanceTimersByTimeAsync(1500 * 4);
    expect(reads).toBe(3);
    expect(requests(fetchMock.mock.calls).filter((r) => r.includes("/documents")).length).toBe(3);
  });

  it("shows the name and contact read from a resume, and corrects them", async () => {
    let current = testCandidate({ screening: { ...testCandidate().screening!, email: "ana@example.com", phone: "" } });
    const patches: Record<string, unknown>[] = [];
    renderServiceWorkspace(fetchMock, hiring, {
      "GET /api/services/s1/openings": openings(),
      "GET /api/services/s1/documents": () => json(200, { documents: [current] }),
      "PATCH /api/services/s1/documents/d1": (init) => {
        const body = sentJson(init);
        patches.push(body);
        const phone = (body.corrections as Record<string, string>).phone!;
        current = { ...current, corrected_fields: ["phone"], screening: { ...current.screening!, phone } };
        return json(200, { document: current });
      },
    });
    const region = await candidatesRegion();
    const row = (await within(region).findAllByTestId("candidate"))[0]!;
    fireEvent.click(within(row).getByRole("button", { name: "Details of Ana Ruiz" }));
    expect(within(row).getByTestId("field-candidate-value").textContent).toBe("Ana Ruiz");
    expect(within(row).getByTestId("field-email-value").textContent).toBe("ana@example.com");
    expect(within(row).getByTestId("field-phone-value").textContent).toBe("Not read");
    expect(within(row).getByRole("region", { name: "What we read" })).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Edit Phone" }));
    fireEvent.change(within(row).getByLabelText(/^Phone/), { target: { value: "+34 600 123 456" } });
    fireEvent.click(within(row).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(row).getByTestId("field-phone-value").textContent).toBe("+34 600 123 456"));
    expect(within(row).getByTestId("field-phone").getAttribute("data-corrected")).toBe("true");
    expect(patches).toEqual([{ corrections: { phone: "+34 600 123 456" } }]);
  });
});
