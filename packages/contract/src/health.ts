import { z } from 'zod';

export const HealthCheckState = z.enum(['ok', 'failing']);

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: HealthCheckState,
    migrations: HealthCheckState,
    queue: HealthCheckState,
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
