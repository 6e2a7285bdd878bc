import * as z from "zod/mini";

/**
 * A service's API key as the API lists it (docs/api.md "API keys"): never the secret,
 * only its first 12 characters to tell keys apart.
 */
export const apiKeySchema = z.object({
  id: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});

export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysKey = (serviceId: string) => ["services", serviceId, "keys"] as const;

export const keysPath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/keys`;
