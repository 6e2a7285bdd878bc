import * as z from "zod/mini";

/** A business profile as the API keeps it (docs/api.md "Voice receptionist"). */
const span = z.object({ open: z.string(), close: z.string() });
const words = z.array(z.string());
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  greeting: z.string(),
  tone: z.string(),
  timezone: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.object({
    monday: z.nullable(z.array(span)),
    tuesday: z.nullable(z.array(span)),
    wednesday: z.nullable(z.array(span)),
    thursday: z.nullable(z.array(span)),
    friday: z.nullable(z.array(span)),
    saturday: z.nullable(z.array(span)),
    sunday: z.nullable(z.array(span)),
  }),
  services: z.nullable(
    z.array(
      z.object({
        name: z.string(),
        keywords: z.nullable(words),
        price_cents: z.number(),
        price_from: z.optional(z.boolean()),
        price_per: z.optional(z.string()),
        duration_minutes: z.number(),
      }),
    ),
  ),
  faq: z.nullable(z.array(z.object({ question: z.string(), keywords: z.nullable(words), answer: z.string() }))),
  // Loose: a member the form does not know yet goes back to the server as it came.
  booking: z.looseObject({
    lead_time_hours: z.number(),
    slot_minutes: z.number(),
    collect: z.nullable(words),
    note: z.optional(z.string()),
    mode: z.optional(z.string()),
    closed_dates: z.optional(z.nullable(z.array(z.string()))),
  }),
  emergency: z.object({
    triggers: z.nullable(z.array(z.object({ any: z.nullable(words), with: z.optional(z.nullable(words)), message: z.optional(z.string()) }))),
    message: z.string(),
    phone: z.string(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswer = z.object({ profile: profileSchema, saved: z.boolean() });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const callSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  idempotency_key: z.string(),
  caller: z.string(),
  started_at: z.string(),
  duration_seconds: z.number(),
  outcome: z.string(),
  transcript: z.optional(z.string()),
  created_at: z.string(),
});
export type Call = z.infer<typeof callSchema>;
export const callsAnswer = z.object({ calls: z.array(callSchema), next: z.nullable(z.string()) });
export type CallsPage = z.infer<typeof callsAnswer>;
export const oneCallAnswer = z.object({ call: callSchema });

export const embedSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  created_at: z.string(),
  revoked_at: z.nullable(z.string()),
});
export type Embed = z.infer<typeof embedSchema>;
export const embedsAnswer = z.object({ embeds: z.array(embedSchema) });
export const oneEmbedAnswer = z.object({ embed: embedSchema });

/** An appointment in the book (docs/api.md "The appointment book"); start and end carry the profile's offset. */
export const appointmentSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  service_name: z.string(),
  start: z.string(),
  end: z.string(),
  caller_name: z.string(),
  phone: z.string(),
  notes: z.string(),
  source: z.string(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsAnswer = z.object({
  appointments: z.array(appointmentSchema),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  truncated: z.boolean(),
});
export type AppointmentsPage = z.infer<typeof appointmentsAnswer>;
export const oneAppointmentAnswer = z.object({ appointment: appointmentSchema });

/** A connected phone number (docs/api.md "The phone line (Twilio)"): never the auth token. */
export const phoneSchema = z.object({
  provider: z.string(),
  account_sid: z.string(),
  phone_number: z.string(),
  voice_url: z.string(),
  status_url: z.string(),
  connected_at: z.string(),
});
export type PhoneLine = z.infer<typeof phoneSchema>;
export const phoneAnswer = z.object({ phone: phoneSchema });

/** One turn of "Call your receptionist": what the line says, the number it would dial, whether it hangs up. */
export const testCallAnswer = z.object({ call_id: z.string(), say: z.string(), dial: z.nullable(z.string()), hang_up: z.boolean() });
export type TestCallAnswer = z.infer<typeof testCallAnswer>;
