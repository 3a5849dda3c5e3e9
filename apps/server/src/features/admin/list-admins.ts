import type { AdminAccount, AdminRole, AdminsResponse } from '@atelier/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, type AdminRow } from '../../db/schema';

/** GET /api/admin/admins: every staff account, oldest first. */
export async function listAdmins(db: Database): Promise<AdminsResponse> {
  const rows = await db.select().from(admins).orderBy(asc(admins.createdAt));
  return {
    admins: rows.map(toAdminAccount),
  };
}

/** Spec: an admin as the staff list shows them. */
export function toAdminAccount(admin: AdminRow): AdminAccount {
  return {
    id: admin.id,
    full_name: admin.fullName,
    email: admin.email,
    role: admin.role as AdminRole,
    is_active: admin.isActive,
    mfa_enabled: admin.totpSecret !== null,
    last_login: admin.lastLoginAt?.toISOString() ?? null,
    created_at: admin.createdAt.toISOString(),
  };
}
