import { serviceTypes } from "~/lib/service-types";

/**
 * The Add Service types, in the service-type table's order, labelled with the table's
 * names (the portal's one name per type). Apart from the form's schema, so the list can
 * name a type without loading zod's form helpers.
 */
export const serviceTypeOptions = serviceTypes.map((t) => ({ value: t.id, label: t.name }));
