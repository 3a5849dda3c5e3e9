import { TeamHeaders } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WorkflowStepFunding } from './submit-generation';

/**
 * The headers every tool's submit call reads: an optional Idempotency-Key, `Prefer`, and
 * `Atelier-Team`, the team whose wallet pays (ADR 028; absent, the user's own balance).
 */
export const SubmitHeaders = TeamHeaders.extend({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,200}$/, 'must be 8-200 letters, digits or . _ : -')
    .optional(),
  prefer: z.string().optional(),
});

/**
 * How a submission is made beyond its body: from a request's headers, or by a workflow run's
 * step (issue 49), which submits as the tool's own route does and names its run.
 */
export interface SubmitOptions {
  idempotencyKey?: string;
  respondAsync: boolean;
  teamId?: string;
  workflowStep?: WorkflowStepFunding;
}

/** The headers as a submission reads them (validated by the route's SubmitHeaders schema). */
export function submitOptions(request: FastifyRequest): SubmitOptions {
  return {
    idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    respondAsync: /\brespond-async\b/.test(String(request.headers.prefer ?? '')),
    teamId: request.headers['atelier-team'] as string | undefined,
  };
}
