import type pg from 'pg';

/** The schemas a backup holds: the product's tables, its migration journal, and the job queue. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

/** A table as a backup copies it: the columns written (generated ones are computed again). */
export interface TableCopy {
  schema: string;
  name: string;
  columns: string[];
}

export interface SequenceValue {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (item: { schema: string; name: string }) =>
  `${quoteIdent(item.schema)}.${quoteIdent(item.name)}`;

/**
 * Every ordinary table of the backed-up schemas, parents before the tables that reference them
 * (so a restore without superuser rights can load them in order with foreign keys checked).
 */
export async function listTables(client: pg.ClientBase): Promise<TableCopy[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relkind = 'r' AND n.nspname = ANY($1) AND a.attgenerated = ''
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [BACKED_UP_SCHEMAS],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || c.relname AS child, pn.nspname || '.' || p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid AND cn.nspname = ANY($1)`,
    [BACKED_UP_SCHEMAS],
  );
  return parentsFirst(rows, references);
}

function parentsFirst(
  tables: TableCopy[],
  references: { child: string; parent: string }[],
): TableCopy[] {
  const key = (table: TableCopy) => `${table.schema}.${table.name}`;
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) {
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  }
  const byKey = new Map(tables.map((table) => [key(table), table]));
  const ordered: TableCopy[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    const table = byKey.get(name);
    if (!table || placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) place(parent, path);
    placed.add(name);
    ordered.push(table);
  };
  for (const table of tables) place(key(table), new Set());
  return ordered;
}

/** Every sequence's position, so ids continue where they were. */
export async function listSequences(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, sequencename AS name FROM pg_sequences
      WHERE schemaname = ANY($1) ORDER BY 1, 2`,
    [BACKED_UP_SCHEMAS],
  );
  const values: SequenceValue[] = [];
  for (const sequence of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(sequence)}`,
    );
    values.push({
      ...sequence,
      lastValue: state[0].last_value,
      isCalled: state[0].is_called,
    });
  }
  return values;
}
