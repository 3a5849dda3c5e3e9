import pg from 'pg';

/**
 * Waits until `count` sessions named `applicationName` sit blocked on a lock, so a test can line
 * processes up and release them together.
 */
export async function waitForLockWaiters(
  url: string,
  applicationName: string,
  count: number,
): Promise<void> {
  // A connection of its own: inside a transaction pg_stat_activity is a frozen snapshot.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      const { rows } = await client.query<{ blocked: string }>(
        `SELECT count(*) AS blocked FROM pg_stat_activity
         WHERE application_name = $1 AND wait_event_type = 'Lock'`,
        [applicationName],
      );
      if (Number(rows[0]?.blocked) === count) return;
      if (Date.now() > deadline) throw new Error(`${count} ${applicationName} never queued`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
