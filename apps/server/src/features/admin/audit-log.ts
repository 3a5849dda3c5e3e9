import type { Executor } from '../../db/client';
import { adminAuditLogs } from '../../db/schema';

export interface AuditEntry {
  /** Null when the actor is not known (a failed sign-in with an unknown email). */
  adminId: string | null;
  adminEmail: string;
  /** e.g. `login`, `login.failed`, `mfa.enrolled`, `user.plan_changed`. */
  action: string;
  target?: string | null;
  summary?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends one staff action to the audit log (the table refuses changes; migration 0012). */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLogs).values({
    adminId: entry.adminId,
    adminEmail: entry.adminEmail,
    action: entry.action,
    target: entry.target ?? null,
    summary: entry.summary ?? {},
    ipAddress: entry.ip ?? null,
  });
}

/** Who did it and from where: the admin behind a request. */
export interface Actor {
  /** Null for an API key, named by `adminEmail` (`api-key:<prefix>:<name>`). */
  adminId: string | null;
  adminEmail: string;
  ip: string | null;
}

/** Appends what `actor` did to `target`, with a before/after summary. */
export function auditBy(
  db: Executor,
  actor: Actor,
  action: string,
  target: string | null,
  summary: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(db, { ...actor, action, target, summary });
}
