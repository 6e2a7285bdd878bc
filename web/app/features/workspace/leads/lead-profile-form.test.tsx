import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";
import type { BusinessProfile } from "./lead-profile-schema";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  notify.success.mockClear();
  notify.error.mockClear();
});

const desk = { id: "s1", service_type: "call-center", service_name: "Bright Smiles" };
const defaultProfile: BusinessProfile = {
  business_name: "Bright Smiles",
  offer: "",
  service_area: "",
  typical_value: 0,
  urgent_signals: [],
  not_leads: [],
  form_fields: { company: "optional" },
};
const routes = (answer: { profile: BusinessProfile; saved: boolean } = { profile: defaultProfile, saved: false }) => ({
  "GET /api/services/s1/leads": () => json(200, { leads: [], hot_score: 80 }),
  "GET /api/services/s1/embeds": () => json(200, { embeds: [] }),
  "GET /api/services/s1/lead-profile": () => json(200, answer),
});

const profileRegion = () => screen.findByRole("region", { name: "Your lead profile" });
const field = (region: HTMLElement, label: RegExp) => within(region).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe("LeadProfileForm", () => {
  it("loads the default profile, says it is not saved, and the first step points to it unticked", async () => {
    renderServiceWorkspace(fetchMock, desk, routes());
    const region = await profileRegion();
    expect(within(region).getByRole("heading", { name: "Your lead profile" }).id).toBe("lead-profile-heading");
    expect(region.textContent).toMatch(/Every lead is scored by it: what you offer, where/);
    expect((await within(region).findByLabelText(/^Business name/) as HTMLInputElement).value).toBe("Bright Smiles");
    expect(field(region, /^What you offer/).value).toBe("");
    expect(field(region, /^Typical value of a customer/).value).toBe("");
    expect((within(region).getByRole("radio", { name: "Optional" }) as HTMLInputElement).checked).toBe(true);
    expect(within(region).getByTestId("lead-profile-state").textContent).toMatch(/Not saved yet/);

    const steps = await screen.findByTestId("first-steps");
    const step = within(steps).getByRole("link", { name: /Describe your business in the lead profile/ });
    expect(step.getAttribute("href")).toBe("#lead-profile-heading");
    expect(step.closest("li")?.getAttribute("data-done")).toBe("false");
  });

  it("saves the profile with its lists one phrase per line, then shows what the server kept", async () => {
    let saved: BusinessProfile | null = null;
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "PUT /api/services/s1/lead-profile": (init) => {
        const body = sentJson(init) as unknown as BusinessProfile;
        // The server drops repeats case-blind, as the form does.
        saved = { ...body, urgent_signals: body.urgent_signals.filter((s) => s !== "Toothache") };
        return json(200, { profile: saved, saved: true });
      },
    });
    const region = await profileRegion();
    const offer = await within(region).findByLabelText(/^What you offer/);
    fireEvent.change(offer, { target: { value: "Dental implants, cleanings, whitening and emergency dental care" } });
    expect(within(region).getByTestId("lead-profile-state").textContent).toBe("You have unsaved changes.");
    fireEvent.change(field(region, /^Service area/), { target: { value: "Springfield and Shelbyville" } });
    fireEvent.change(field(region, /^Typical value of a customer/), { target: { value: "$3,000" } });
    fireEvent.change(field(region, /^Urgent signals/), { target: { value: "toothache\n\n  swelling \nToothache" } });
    fireEvent.change(field(region, /^Not leads/), { target: { value: "insurance sales" } });
    fireEvent.click(within(region).getByRole("radio", { name: "Required" }));
    fireEvent.click(within(region).getByRole("button", { name: "Save Lead Profile" }));

    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({
      business_name: "Bright Smiles",
      offer: "Dental implants, cleanings, whitening and emergency dental care",
      service_area: "Springfield and Shelbyville",
      typical_value: 3000,
      urgent_signals: ["toothache", "swelling"],
      not_leads: ["insurance sales"],
      form_fields: { company: "required" },
    });
    expect(await within(region).findByText("Saved. New leads are scored by this profile.")).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith("Lead profile saved", undefined, { id: "lead-profile" });
    expect(field(region, /^Urgent signals/).value).toBe("toothache\nswelling");
    expect(field(region, /^Typical value of a customer/).value).toBe("3000");
    expect(within(region).getByTestId("lead-profile-state").textContent).toBe("");
    // The first step is ticked now.
    const steps = screen.getByTestId("first-steps");
    await waitFor(() =>
      expect(within(steps).getByRole("link", { name: /Describe your business/ }).closest("li")?.getAttribute("data-done")).toBe("true"),
    );
  });

  it("checks the fields before sending, each message beside its field", async () => {
    renderServiceWorkspace(fetchMock, desk, routes());
    const region = await profileRegion();
    fireEvent.change(await within(region).findByLabelText(/^Business name/), { target: { value: "  " } });
    fireEvent.change(field(region, /^Typical value of a customer/), { target: { value: "12.5" } });
    fireEvent.change(field(region, /^Not leads/), { target: { value: "x".repeat(61) } });
    fireEvent.click(within(region).getByRole("button", { name: "Save Lead Profile" }));

    expect(await within(region).findByText("Give your business's name")).toBeTruthy();
    const name = field(region, /^Business name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe("Give your business's name");
    expect(within(region).getByText("Say what you offer, in a few words")).toBeTruthy();
    expect(within(region).getByText("Give the typical value as a whole number from 0 to 10,000,000")).toBeTruthy();
    expect(within(region).getByText("Each phrase must be at most 60 characters")).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).not.toContain("PUT /api/services/s1/lead-profile");
    expect(document.activeElement).toBe(name);
  });

  it("shows the server's field messages beside the fields, and keeps what was typed", async () => {
    renderServiceWorkspace(fetchMock, desk, {
      ...routes({ profile: { ...defaultProfile, offer: "Implants" }, saved: true }),
      "PUT /api/services/s1/lead-profile": () =>
        json(400, {
          error: {
            code: "validation",
            message: "Some fields contain invalid data.",
            fields: { service_area: "The service area must be at most 200 characters", "form_fields.company": "Choose hidden, optional or required" },
          },
        }),
    });
    const region = await profileRegion();
    const area = await within(region).findByLabelText(/^Service area/);
    expect(within(region).getByTestId("lead-profile-state").textContent).toBe("");
    fireEvent.change(area, { target: { value: "Springfield" } });
    fireEvent.click(within(region).getByRole("button", { name: "Save Lead Profile" }));

    expect(await within(region).findByText("The service area must be at most 200 characters")).toBeTruthy();
    expect(field(region, /^Service area/).getAttribute("aria-invalid")).toBe("true");
    expect(field(region, /^Service area/).value).toBe("Springfield");
    const group = within(region).getByRole("group", { name: "Ask for a company on your lead form" });
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe("Choose hidden, optional or required");
    expect(notify.error).toHaveBeenCalledWith("Please fix the errors in the form.", undefined, { id: "lead-profile" });
    expect(within(region).queryByRole("alert")).toBeNull(); // the messages are the fields'
    expect(within(region).getByTestId("lead-profile-state").textContent).toBe("You have unsaved changes.");
  });
});
