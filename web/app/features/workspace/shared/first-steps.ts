/**
 * The first steps an empty workspace walks through (issue 32, item 6; decision 0065): an
 * ordered list, each step pointing where it is done (`#id` of a heading on the page, or a
 * path), ticked when the page already knows it is done (`done` null when it cannot tell).
 */
export interface FirstStep {
  label: string;
  target: string;
  done: boolean | null;
}

export interface ShownStep extends FirstStep {
  /** The first step not known to be done: the one to do next. */
  next: boolean;
}

/** The steps with the next one marked, and how many are known to be done. */
export function showSteps(steps: readonly FirstStep[]): {
  steps: ShownStep[];
  done: number;
} {
  const next = steps.findIndex((s) => s.done !== true);
  return {
    steps: steps.map((s, i) => ({ ...s, next: i === next })),
    done: steps.filter((s) => s.done === true).length,
  };
}

/** Where the API-key dialog of a service opens (the dashboard reads `api-keys`). */
export const apiKeysPath = (serviceId: string) =>
  `/dashboard?api-keys=${encodeURIComponent(serviceId)}`;

/** The ordered first steps of each workspace, with what the page knows. */
export const firstSteps = {
  voice: (f: {
    serviceId: string;
    profileSaved: boolean;
    hasCalls: boolean | null;
    /** A Twilio number is connected (GET …/phone); null while that is not known. */
    phoneConnected: boolean | null;
  }): FirstStep[] => [
    {
      label: "Fill in your business profile and save it",
      target: "#profile-heading",
      done: f.profileSaved,
    },
    {
      label: "Make a test call in the console",
      target: "#console-heading",
      done: f.hasCalls,
    },
    {
      label: "Connect your Twilio number, so callers reach the receptionist",
      target: "#phone-heading",
      done: f.phoneConnected,
    },
    {
      // The page cannot tell a call sent with a key from one the console or the phone
      // line stored, so this step is never ticked on a guess.
      label: "Or have your own phone system send each call with an API key",
      target: apiKeysPath(f.serviceId),
      done: f.phoneConnected === true ? true : null,
    },
  ],
  recruitment: (f: {
    jobs: number;
    candidates: number | null;
  }): FirstStep[] => [
    { label: "Add a job opening", target: "#jobs-heading", done: f.jobs > 0 },
    {
      label: "Add resumes to it, by upload or pasted text",
      target: f.jobs > 0 ? "#add-candidates-heading" : "#jobs-heading",
      done: f.candidates === null ? null : f.candidates > 0,
    },
  ],
  invoices: (): FirstStep[] => [
    {
      label: "Upload an invoice (PDF, image or CSV) and check what was read",
      target: "#invoices-heading",
      done: false,
    },
  ],
  leads: (f: {
    serviceId: string;
    formLinks: number | null;
    /** The lead profile was saved (GET …/lead-profile); null while that is not known. */
    profileSaved: boolean | null;
  }): FirstStep[] => [
    {
      label:
        "Describe your business in the lead profile, so leads are scored by it",
      target: "#lead-profile-heading",
      done: f.profileSaved,
    },
    {
      label: "Share a lead form link",
      target: "#form-links-heading",
      done: f.formLinks === null ? null : f.formLinks > 0,
    },
    {
      label: "Or send leads from your CRM with an API key",
      target: apiKeysPath(f.serviceId),
      done: null,
    },
  ],
  content: (f: { brandSaved: boolean; drafts: number | null }): FirstStep[] => [
    {
      label: "Describe your brand and save it",
      target: "#brand-heading",
      done: f.brandSaved,
    },
    {
      label: "Generate your first drafts",
      target: "#generate-heading",
      done: f.drafts === null ? null : f.drafts > 0,
    },
  ],
};
