/**
 * useZodForm's form for the public pages (decision 0049, docs/architecture.md "Web app:
 * forms and API files"): react-hook-form with a zod schema through zodResolver, but the
 * schema (and with it zod) and the resolver load by dynamic import on the visitor's first
 * focus in the form (`onFocus={form.preloadRules}`), or at the latest on submit. The page
 * shows and hydrates the form without them.
 *
 * This module imports neither zod nor @hookform/resolvers, and must not: a public form
 * imports it with the page. lib/form.ts (useZodForm) imports the resolver statically, so
 * it takes the settings both share from here rather than the other way round.
 */
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

/**
 * What every form shares: errors change on submit only, as the forms did before they
 * shared this (a message stays until the next submit rather than flickering while the user
 * types), and focus stays where the user is (the message is announced by the field and
 * the toast).
 */
export const formSettings = { mode: "onSubmit", reValidateMode: "onSubmit", shouldFocusError: false } as const;

/** The settings a form may change: the first field with a message taking focus, or live checks (the profile card). */
export type FormOptions<In extends FieldValues, Out extends FieldValues> = Pick<
  UseFormProps<In, unknown, Out>,
  "shouldFocusError" | "mode" | "reValidateMode"
>;

/** A form whose rules load on demand; `preloadRules` starts loading them (the form's onFocus). */
export type LazyZodForm<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<In, unknown, Out> & {
  preloadRules: () => void;
};

const loadZodResolver = () => import("@hookform/resolvers/zod");

function loadResolver<In extends FieldValues, Out extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Out, In>>,
): Promise<Resolver<In, unknown, Out>> {
  // A module loads once: later calls get the browser's (or the test runner's) copy.
  return Promise.all([loadZodResolver(), loadSchema()]).then(([{ zodResolver }, schema]) => zodResolver(schema));
}

/**
 * Like useZodForm, with the schema given as a loader, e.g.
 * `() => import("../chat-schema").then((m) => m.messageSchema)`. The loader is read at
 * each validation, so it may choose a schema by the form's state (the auth dialog's mode).
 *
 * If the rules cannot load (offline, or a new release replaced the files), the values go
 * to the submit handler as typed: its request fails and says so, or the server, which
 * checks every field again, answers with the field messages.
 */
export function useLazyZodForm<In extends FieldValues, Out extends FieldValues = In>(
  loadSchema: () => Promise<z.ZodMiniType<Out, In>>,
  defaultValues: DefaultValues<In>,
  options: FormOptions<In, Out> = {},
): LazyZodForm<In, Out> {
  const resolver: Resolver<In, unknown, Out> = async (live, context, resolverOptions) => {
    // react-hook-form hands the resolver its live values, which go on changing while the
    // rules load: a visitor who pressed Enter and kept typing would send what they typed
    // next (the chat sent "How much does" on its own). What was submitted is checked.
    const values = snapshot(live);
    const resolve = await loadResolver(loadSchema).catch(() => undefined);
    if (!resolve) return { values: values as unknown as Out, errors: {} };
    return resolve(values, context, resolverOptions);
  };
  const form = useForm<In, unknown, Out>({ ...formSettings, ...options, resolver, defaultValues });
  const preloadRules = () => {
    loadResolver(loadSchema).catch(() => {
      // Tried again on submit.
    });
  };
  return { ...form, preloadRules };
}

/** A copy of a form's values as they are now (a File is kept as it is). */
export function snapshot<T>(values: T): T {
  try {
    return structuredClone(values);
  } catch {
    return { ...values };
  }
}
