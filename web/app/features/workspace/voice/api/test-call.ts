import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { testCallAnswer, type TestCallAnswer } from "../voice-schema";
import { appointmentsKey, servicePath } from "./paths";

export interface TestCallTurn {
  /** "" starts a call (the greeting); then the id the first answer gave. */
  call_id: string;
  /** What the caller said (1–4,000 characters); "" to start. */
  speech: string;
}

/**
 * POST /api/services/{id}/phone/test-call — one turn of the phone line's flow without
 * Twilio: 200 what the line says, the number it would dial, whether it hangs up; 404 for a
 * call that ended; 409 before the profile is saved.
 */
export function testCall(serviceId: string, turn: TestCallTurn): Promise<TestCallAnswer> {
  return apiRequest(`${servicePath(serviceId)}/phone/test-call`, { method: "POST", body: turn, parse: (d) => testCallAnswer.parse(d) });
}

export function useTestCall(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (turn: TestCallTurn) => testCall(serviceId, turn),
    // A turn may book (source console): the book shows it.
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentsKey(serviceId) }),
  });
}
