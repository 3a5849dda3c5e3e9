import type { AdminUserFilters, AdminUserRow } from '@atelier/contract';
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { cursorRows } from '../../../lib/db-cursor';
import { auditBy, type Actor } from '../audit-log';
import { toAdminUserRow, type AdminUserSource } from './admin-user-row';
import { userFilterWhere, userOrder } from './user-filters';

/** Rows fetched from the cursor at a time: memory stays flat however many users there are. */
const BATCH = 2000;

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'ID', key: 'id', width: 38 },
  { header: 'Full name', key: 'full_name', width: 28 },
  { header: 'Email', key: 'email', width: 34 },
  { header: 'Role', key: 'role', width: 10 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Email verified', key: 'email_verified', width: 14 },
  { header: 'Plan', key: 'subscription_plan', width: 12 },
  { header: 'Credits', key: 'credits', width: 12 },
  { header: 'Last login', key: 'last_login', width: 22 },
  { header: 'Joined', key: 'created_at', width: 22 },
  { header: 'Registration IP', key: 'registration_ip', width: 18 },
  { header: 'Registration device', key: 'registration_device', width: 24 },
  { header: 'Terms agreed', key: 'terms_agreed', width: 12 },
];

/**
 * GET /api/admin/users/export/excel: every user the list's filters match, as an .xlsx written
 * while it is read: a database cursor feeds exceljs's streaming writer, which feeds the response.
 */
export function exportUsers(
  db: Database,
  logger: FastifyBaseLogger,
  actor: Actor,
  filters: z.output<typeof AdminUserFilters>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = COLUMNS;
  void (async () => {
    let rows = 0;
    for await (const batch of cursorOver(db, filters)) {
      for (const row of batch) {
        sheet
          .addRow({
            ...row,
            status: row.is_active ? 'Active' : 'Inactive',
            email_verified: row.email_verified ? 'Yes' : 'No',
            terms_agreed: row.terms_agreed ? 'Yes' : 'No',
            last_login: row.last_login ?? 'Never',
          })
          .commit();
      }
      rows += batch.length;
      // Let the response drain before the next batch.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
    await auditBy(db, actor, 'users.exported', null, { ...filters, rows });
  })().catch((error: unknown) => {
    logger.error({ err: error }, 'user export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** The filtered users in the list's order, as rows. */
async function* cursorOver(
  db: Database,
  filters: z.output<typeof AdminUserFilters>,
): AsyncGenerator<AdminUserRow[]> {
  const query = db
    .select(SOURCE)
    .from(users)
    .where(userFilterWhere(filters))
    .orderBy(...userOrder(filters.sort))
    .toSQL();
  for await (const rows of cursorRows(db, query, BATCH)) {
    yield rows.map((values) => toAdminUserRow(fromCursor(values)));
  }
}

const SOURCE = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  subscriptionPlan: users.subscriptionPlan,
  creditsMicros: users.creditsMicros,
  registrationIp: users.registrationIp,
  registrationDevice: users.registrationDevice,
  termsAgreed: users.termsAgreed,
} as const;

const toDate = (value: unknown) => (value === null ? null : new Date(value as string | Date));

/** A cursor row (raw driver values, in SOURCE's order) as the row builder takes it. */
function fromCursor(values: unknown[]): AdminUserSource {
  const [
    id,
    fullName,
    email,
    role,
    isActive,
    verified,
    lastLogin,
    created,
    plan,
    micros,
    ip,
    device,
    terms,
  ] = values;
  return {
    id: id as string,
    fullName: fullName as string,
    email: email as string,
    role: role as string,
    isActive: isActive as boolean,
    emailVerifiedAt: toDate(verified),
    lastLoginAt: toDate(lastLogin),
    createdAt: toDate(created) ?? new Date(0),
    subscriptionPlan: plan as string,
    creditsMicros: Number(micros),
    registrationIp: ip as string | null,
    registrationDevice: device as string | null,
    termsAgreed: terms as boolean,
  };
}
