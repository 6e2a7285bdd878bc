import * as z from "zod/mini";
import { isServiceType } from "~/lib/service-types";
import { atLeast, atMost, sanitizedText } from "~/lib/validation";

/**
 * Add Service (docs/product.md, "Validation rules"; POST /api/services in docs/api.md) exactly as the Go
 * validator checks it (internal/lexa/service.go): a known type, and a name of 1 to 100
 * UTF-16 units after sanitising. Tested against testdata/validation/service.json.
 */
export const newServiceSchema = z.object({
  service_type: z.string().check(
    z.refine((v) => v !== "", "Service type is required"),
    z.refine((v) => v === "" || isServiceType(v), "Choose one of the service types"),
  ),
  service_name: sanitizedText(atLeast(1, "Service name is required"), atMost(100, "Service name must be less than 100 characters")),
});

export type NewServiceInput = z.input<typeof newServiceSchema>;
export type NewService = z.output<typeof newServiceSchema>;
