import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { resolveDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { QUEUES } from '../src/jobs/queue';
import { createLogger } from '../src/lib/logger';
import { withDatabase } from './helpers/database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection to the server's maintenance database, for CREATE DATABASE. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Starts one embedded PostgreSQL for the whole run (or uses DATABASE_URL's server), migrates a
 * template database once, and hands its name to the test files, which clone it.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-test-pg-'));
  const server = await resolveDatabase(
    { databaseUrl: process.env.DATABASE_URL, dataDir },
    createLogger('warn'),
  );
  const adminDatabaseUrl = withDatabase(server.url, 'postgres');
  const templateDatabase = `atelier_template_${randomBytes(4).toString('hex')}`;

  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const templateUrl = withDatabase(server.url, templateDatabase);
  await runMigrations(templateUrl);
  // pg-boss installs its schema once here instead of in every test file.
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  await boss.stop({ graceful: false, wait: true });

  project.provide('adminDatabaseUrl', adminDatabaseUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
