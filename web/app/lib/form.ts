/**
 * The app's one way to build a form (docs/architecture.md "Web app: forms and API files"):
 * react-hook-form with a zod schema through zodResolver. The schema holds the checks made
 * in the browser and their messages; the server checks again and its field messages are
 * shown beside the fields (setError, or the mutation's error).
 *
 * Errors change on submit only, as the forms did before they shared this: a message stays
 * until the next submit rather than flickering while the user types, and focus stays
 * where the user is (the message is announced by the field and the toast).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from "react-hook-form";
import type * as z from "zod/mini";

export function useZodForm<In extends FieldValues, Out extends FieldValues = In>(
  schema: z.ZodMiniType<Out, In>,
  defaultValues: DefaultValues<In>,
  options: Pick<UseFormProps<In, unknown, Out>, "shouldFocusError"> = {},
) {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    ...options,
  });
}
