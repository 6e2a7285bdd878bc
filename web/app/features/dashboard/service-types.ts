import { serviceCatalogue } from "~/lib/services";

/**
 * The Add Service types (docs/product.md, "The five services"), in the catalogue's order, with its titles as
 * labels. Apart from the form's schema, so the list can name a type without loading zod's
 * form helpers.
 */
export const serviceTypeOptions = serviceCatalogue.map((s) => ({ value: s.slug, label: s.title }));

