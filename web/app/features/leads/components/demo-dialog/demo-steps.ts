import { demoServiceNames, type DemoService } from "../../lead-options";
/**
 * The demo dialog's steps as a pure reducer: 1 details, 2 date and time, 3 confirmation.
 * The details themselves live in the form (so Back keeps them); this holds the choice of
 * slot, what was booked and the messages step 2 shows.
 */
import type { DemoBooking } from "../../api/book-demo";

export type Step = 1 | 2 | 3;

export interface DemoState {
  step: Step;
  date: string | null;
  time: string | null;
  /** A message about the chosen slot (taken, or refused by the server). */
  slotError: string | null;
  booking: DemoBooking | null;
}

export type DemoAction =
  | { type: "details-done" }
  | { type: "back" }
  | { type: "pick-date"; date: string }
  | { type: "pick-time"; time: string }
  | { type: "booked"; booking: DemoBooking }
  | { type: "slot-taken"; message: string }
  | { type: "server-fields"; fields: Record<string, string> }
  | { type: "reset" };

export const initialDemoState: DemoState = { step: 1, date: null, time: null, slotError: null, booking: null };

/** Fields of step 1; any other field the server names belongs to step 2. */
const detailFields = new Set(["name", "email", "company", "phone", "employees", "message"]);

/** The step that shows a field the server refused: step 1 wins when both have one. */
export function stepForFields(fields: Record<string, string>): Step {
  const names = Object.keys(fields);
  return names.length === 0 || names.some((f) => detailFields.has(f)) ? 1 : 2;
}

/** Whether step 2's submit may be used: both a date and a time are chosen. */
export function canSchedule(state: DemoState): boolean {
  return state.date !== null && state.time !== null;
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "details-done":
      return state.step === 1 ? { ...state, step: 2, slotError: null } : state;
    case "back":
      return state.step === 2 ? { ...state, step: 1, slotError: null } : state;
    case "pick-date":
      // A different day has different slots: the time has to be chosen again.
      return state.date === action.date ? state : { ...state, date: action.date, time: null, slotError: null };
    case "pick-time":
      return state.date === null ? state : { ...state, time: action.time, slotError: null };
    case "booked":
      return { ...state, step: 3, booking: action.booking, slotError: null };
    case "slot-taken":
      return { ...state, step: 2, time: null, slotError: action.message };
    case "server-fields": {
      const step = stepForFields(action.fields);
      const slotError = step === 2 ? (action.fields.timeSlot ?? action.fields.date ?? action.fields.service ?? null) : null;
      // A refused date or time is no longer a choice worth keeping.
      const date = action.fields.date ? null : state.date;
      const time = action.fields.date || action.fields.timeSlot ? null : state.time;
      return { ...state, step, date, time, slotError };
    }
    case "reset":
      return initialDemoState;
  }
}

/**
 * What the dialog says it will show: the chosen service, or the brand (SITE_NAME, "Lexa")
 * when the visitor came from a general button. The spec's general display name, 'AI
 * Automation Platform', stays in the e-mails, but in "See … working on your own
 * business" it reads like a placeholder.
 */
export function demoPitchName(service: DemoService, siteName: string): string {
  return service === "general" ? siteName : demoServiceNames[service];
}
