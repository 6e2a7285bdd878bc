/**
 * The app's one way to build a form (docs/architecture.md "Web app: forms and API files"):
 * react-hook-form with a zod schema through zodResolver. The schema holds the checks made
 * in the browser and their messages; the server checks again and its field messages are
 * shown beside the fields (setError, or the mutation's error).
 *
 * Errors change on submit only and focus stays where the user is (formSettings in
 * lazy-form.ts). A form on a public page uses useLazyZodForm (lib/lazy-form.ts) instead,
 * which loads the schema and the resolver on first focus: this module imports the
 * resolver with the page.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";
import { formSettings, type FormOptions } from "./lazy-form";

/** A form built by useZodForm, for a component that renders a form its parent holds. */
export type ZodForm<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<In, unknown, Out>;

export function useZodForm<In extends FieldValues, Out extends FieldValues = In>(
  schema: z.ZodMiniType<Out, In>,
  defaultValues: DefaultValues<In>,
  options: FormOptions<In, Out> = {},
): ZodForm<In, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    ...formSettings,
    ...options,
  });
}
