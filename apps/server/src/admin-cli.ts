import { parseArgs } from 'node:util';
import { ADMIN_ROLES, type AdminRole } from '@atelier/contract';
import { loadConfig, loadDotEnv } from './config';
import { connectDatabase } from './db/client';
import { resolveDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createAdmin } from './features/admin/create-admin';
import { createLogger } from './lib/logger';
import { AppError } from './lib/errors';

const USAGE = `Usage: npm run admin -- create --email EMAIL --password PASSWORD [--name "Full Name"] [--role ${ADMIN_ROLES.join('|')}]`;

/**
 * `npm run admin -- create --email E --password P`: a staff account (full rights unless --role
 * says otherwise), on the configured database, the embedded one included, running or not.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await resolveDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    logger,
  );
  const { pool, db } = connectDatabase(database.url);
  try {
    await runMigrations(database.url);
    const admin = await createAdmin(db, {
      email: values.email,
      password: values.password,
      fullName: values.name,
      role: (values.role ?? 'full_rights') as AdminRole,
    });
    process.stdout.write(
      `Admin ${admin.email} created (${admin.role}). The first sign-in (POST /api/admin/login) sets up MFA.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
