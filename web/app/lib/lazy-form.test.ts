// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { useLazyZodForm } from "./lazy-form";

const schema = z.object({ message: z.string().check(z.trim(), z.minLength(1, "Type a message.")) });

describe("useLazyZodForm", () => {
  it("checks the values that were submitted, not what was typed while its rules loaded", async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() => useLazyZodForm(() => loaded.then(() => schema), { message: "" }));
    const sent: string[] = [];
    act(() => result.current.setValue("message", "    "));
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.handleSubmit((v) => {
        sent.push(v.message);
      })();
    });
    // The visitor goes on typing before the rules have loaded.
    act(() => result.current.setValue("message", "How much does"));
    release();
    await act(() => submitted);
    expect(sent).toEqual([]);
    await waitFor(() => expect(result.current.getFieldState("message").error?.message).toBe("Type a message."));
    expect(result.current.getValues("message")).toBe("How much does");
  });
});
