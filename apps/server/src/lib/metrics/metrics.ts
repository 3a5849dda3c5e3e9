import type { EngineName } from '@atelier/contract';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../../config';
import type { LedgerCounters } from '../ledger';
import { createHttpDurations, type HttpDurations } from './http-durations';

export type JobOutcome = 'succeeded' | 'failed' | 'timed_out' | 'canceled';

/** A process's figures for Prometheus (ADR 023); null where METRICS_TOKEN and METRICS_PORT are unset. */
export interface Metrics {
  http: HttpDurations;
  /** Credits as the ledger holds and settles them. */
  ledger: LedgerCounters;
  jobEnded: (job: {
    tool: string;
    engine: EngineName;
    outcome: JobOutcome;
    seconds: number;
  }) => void;
  /** A call to an AI provider failed (not one we stopped ourselves). */
  providerError: (provider: string) => void;
  contentType: string;
  /** Everything in the Prometheus text format; queue and pool figures are read now. */
  render(): Promise<string>;
}

export function metricsEnabled(config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>): boolean {
  return config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
}

/**
 * pg-boss's tables are in its default schema, `pgboss` (jobs/queue.ts keeps it). Waiting is
 * `created` or `retry`, running is `active` (the state enum is ordered, so `<= active` is all of
 * them and the index on unfinished jobs serves the waiting ones).
 */
const QUEUE_COUNTS = `
  SELECT q.name,
    count(j.id) FILTER (WHERE j.state < 'active')::int AS waiting,
    count(j.id) FILTER (WHERE j.state = 'active')::int AS running
  FROM pgboss.queue q
  LEFT JOIN pgboss.job j ON j.name = q.name AND j.state <= 'active'
  GROUP BY q.name`;

/**
 * One registry per process (tests build several apps in one process, so never prom-client's
 * global one). Counters move where things happen; the queue and pool gauges are read at scrape.
 */
export function createMetrics(pool: pg.Pool): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Event-loop lag, CPU, memory, heap, GC, handles: prom-client's standard names.
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'atelier_queue_jobs',
    help: 'Jobs in the pg-boss queues of the whole deployment, waiting (created or retry) or running (active).',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      try {
        const { rows } = await pool.query<{ name: string; waiting: number; running: number }>(
          QUEUE_COUNTS,
        );
        for (const row of rows) {
          this.set({ queue: row.name, state: 'waiting' }, row.waiting);
          this.set({ queue: row.name, state: 'running' }, row.running);
        }
      } catch {
        // Database unreachable: the queue series are left out of this scrape rather than failing
        // it, so the process's own figures (and the pool's waiting count) still arrive.
      }
    },
  });
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    'atelier_db_pool_clients',
    'Connections the database pool holds.',
    () => pool.totalCount,
  );
  poolGauge('atelier_db_pool_idle_clients', 'Pool connections not in use.', () => pool.idleCount);
  poolGauge(
    'atelier_db_pool_waiting_queries',
    'Queries waiting for a pool connection.',
    () => pool.waitingCount,
  );
  poolGauge(
    'atelier_db_pool_max_clients',
    'The most connections the pool may hold.',
    // pg's own default when none was given.
    () => pool.options.max ?? 10,
  );

  const jobs = new Histogram({
    name: 'atelier_generation_job_duration_seconds',
    help: 'Generation jobs this process ran, from claim to end, by tool, engine and outcome.',
    labelNames: ['tool', 'engine', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers,
  });
  const providerErrors = new Counter({
    name: 'atelier_provider_errors_total',
    help: 'Failed calls to AI providers, by provider.',
    labelNames: ['provider'],
    registers,
  });
  const held = new Counter({
    name: 'atelier_credits_held_total',
    help: 'Credits held for paid work by this process (1 credit = 1 USD).',
    registers,
  });
  const settled = new Counter({
    name: 'atelier_credits_settled_total',
    help: 'Credits charged by settling holds in this process.',
    registers,
  });

  const http = createHttpDurations();
  return {
    http,
    ledger: {
      held: (micros) => held.inc(micros / 1_000_000),
      settled: (micros) => settled.inc(micros / 1_000_000),
    },
    jobEnded: ({ seconds, ...labels }) => jobs.observe(labels, seconds),
    providerError: (provider) => providerErrors.inc({ provider }),
    contentType: registry.contentType,
    render: async () => `${await registry.metrics()}\n${http.render()}`,
  };
}
