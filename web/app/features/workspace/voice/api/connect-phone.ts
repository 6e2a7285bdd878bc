import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { phoneAnswer, type PhoneLine } from "../voice-schema";
import { phoneKey, servicePath } from "./paths";

/** The connect form, checked as the server checks it (internal/lexa/phone.go ParsePhoneInput). */
export const connectPhoneSchema = z.object({
  account_sid: z.string().check(
    z.trim(),
    z.regex(/^AC[0-9a-fA-F]{32}$/, "Account SID must be AC followed by 32 letters and digits, as the Twilio console shows it"),
  ),
  auth_token: z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{32}$/, "Auth token must be the 32 letters and digits the Twilio console shows")),
  // Spaces, dashes, dots and brackets are dropped first, as the server does.
  phone_number: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().replace(/[\s\-().]/g, "")),
    ),
    z.string().check(z.regex(/^\+[1-9][0-9]{6,14}$/, "Phone number must be in international form, e.g. +15550102030")),
  ),
});
export type ConnectPhoneInput = z.input<typeof connectPhoneSchema>;
export type ConnectPhone = z.output<typeof connectPhoneSchema>;

/**
 * PUT /api/services/{id}/phone — Lexa checks the number on the Twilio account and points
 * it at itself; 400 in plain words (a field's in `fields`), 502/504 when Twilio is down or slow.
 */
export function connectPhone(serviceId: string, input: ConnectPhone): Promise<PhoneLine> {
  return apiRequest(`${servicePath(serviceId)}/phone`, {
    method: "PUT",
    body: { provider: "twilio", ...input },
    parse: (d) => phoneAnswer.parse(d).phone,
  });
}

export function useConnectPhone(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectPhone) => connectPhone(serviceId, input),
    onSuccess: (phone) => client.setQueryData(phoneKey(serviceId), phone),
  });
}
