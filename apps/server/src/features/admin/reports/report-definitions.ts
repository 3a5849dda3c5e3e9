import type { ADMIN_REPORT_TYPES } from '@atelier/contract';

export type ReportType = (typeof ADMIN_REPORT_TYPES)[number];

export interface ReportDefinition {
  title: string;
  columns: { key: string; header: string; width: number }[];
  /** Columns summed in the PDF's summary. */
  totals?: string[];
  /** Selects the columns in order; $1 and $2 are the period's first and last instant. */
  sql: string;
}

/** The five reports: what each lists for a period, in which columns. */
export const REPORTS: Record<ReportType, ReportDefinition> = {
  users: {
    title: 'Users who signed up',
    columns: [
      { key: 'created_at', header: 'Signed up', width: 22 },
      { key: 'email', header: 'Email', width: 32 },
      { key: 'full_name', header: 'Name', width: 24 },
      { key: 'plan', header: 'Plan', width: 11 },
      { key: 'active', header: 'Active', width: 8 },
      { key: 'credits', header: 'Credits', width: 10 },
      { key: 'last_login', header: 'Last login', width: 22 },
    ],
    sql: `SELECT created_at, email, full_name, subscription_plan,
        CASE WHEN is_active THEN 'yes' ELSE 'no' END, round(credits_micros / 1e6, 4)::float8,
        last_login_at
      FROM users WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, id`,
  },
  revenue: {
    title: 'Payments',
    columns: [
      { key: 'date', header: 'Date', width: 22 },
      { key: 'email', header: 'User', width: 30 },
      { key: 'item', header: 'Item', width: 26 },
      { key: 'amount', header: 'Amount', width: 10 },
      { key: 'currency', header: 'Currency', width: 9 },
      { key: 'status', header: 'Status', width: 9 },
      { key: 'gateway', header: 'Gateway', width: 10 },
      { key: 'reference', header: 'Reference', width: 26 },
    ],
    totals: ['amount'],
    sql: `SELECT coalesce(o.paid_at, o.created_at), u.email, o.description,
        (o.amount_minor / 100.0)::float8, o.currency,
        CASE o.status WHEN 'paid' THEN 'success' WHEN 'created' THEN 'pending' ELSE 'failed' END,
        o.gateway, coalesce(o.gateway_payment_id, o.gateway_order_id)
      FROM payment_orders o LEFT JOIN users u ON u.id = o.user_id
      WHERE o.created_at >= $1 AND o.created_at < $2 ORDER BY o.created_at, o.id`,
  },
  usage: {
    title: 'Generations per day and tool',
    columns: [
      { key: 'day', header: 'Day', width: 12 },
      { key: 'tool', header: 'Tool', width: 26 },
      { key: 'succeeded', header: 'Succeeded', width: 10 },
      { key: 'failed', header: 'Failed', width: 8 },
      { key: 'credits', header: 'Credits charged', width: 14 },
    ],
    totals: ['succeeded', 'failed', 'credits'],
    sql: `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), tool,
        count(*) FILTER (WHERE status = 'succeeded')::int,
        count(*) FILTER (WHERE status = 'failed')::int,
        round(sum(cost_micros) FILTER (WHERE status = 'succeeded') / 1e6, 4)::float8
      FROM generation_jobs WHERE created_at >= $1 AND created_at < $2
      GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  credits: {
    title: 'Credit ledger',
    columns: [
      { key: 'timestamp', header: 'Time', width: 22 },
      { key: 'email', header: 'User', width: 30 },
      // A team wallet's entry (issue 37): the balance after is the team's, the user its member.
      { key: 'team', header: 'Team wallet', width: 18 },
      { key: 'kind', header: 'Entry', width: 10 },
      { key: 'amount', header: 'Amount', width: 11 },
      { key: 'balance', header: 'Balance after', width: 13 },
      { key: 'description', header: 'Description', width: 36 },
    ],
    totals: ['amount'],
    sql: `SELECT e.created_at, u.email, t.name, e.kind,
        round(e.shown_amount_micros / 1e6, 4)::float8,
        round(e.balance_after_micros / 1e6, 4)::float8, e.description
      FROM ledger_entries e LEFT JOIN users u ON u.id = e.user_id
        LEFT JOIN teams t ON t.id = e.team_id
      WHERE e.shown_amount_micros IS NOT NULL AND e.created_at >= $1 AND e.created_at < $2
      ORDER BY e.created_at, e.id`,
  },
  audit: {
    title: 'Audit log',
    columns: [
      { key: 'timestamp', header: 'Time', width: 22 },
      { key: 'admin', header: 'Admin', width: 30 },
      { key: 'action', header: 'Action', width: 22 },
      { key: 'target', header: 'Target', width: 38 },
      { key: 'ip', header: 'IP', width: 16 },
      { key: 'summary', header: 'Summary', width: 50 },
    ],
    sql: `SELECT created_at, admin_email, action, target, ip_address, summary::text
      FROM admin_audit_logs WHERE created_at >= $1 AND created_at < $2 ORDER BY id`,
  },
};
