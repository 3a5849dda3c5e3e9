import type { FastifyReply, FastifyRequest } from 'fastify';

/** Upper bounds in seconds: from a cached `/api/auth/me` to a video the request waited for. */
const BOUNDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300,
];
const NAME = 'atelier_http_request_duration_seconds';
/** Every request no route matched, whatever its path: raw paths would make series without end. */
const UNMATCHED = 'unmatched';

interface Series {
  method: string;
  status: number;
  /** Requests per bucket, not yet cumulative; the last slot is past every bound. */
  counts: Float64Array;
  sum: number;
}

export interface HttpDurations {
  /**
   * Counts an answer under its route template, method and status. Called from the API's `onSend`
   * hook on every request, so it costs a map lookup, a short scan and two additions.
   */
  record(request: FastifyRequest, reply: FastifyReply): void;
  /** The histogram in the Prometheus text format. */
  render(): string;
}

/**
 * A histogram of request durations kept by hand rather than in prom-client: prom-client's
 * `observe` validates and hashes the labels on every call, about 2 µs here, which would be a few
 * per cent of `/api/auth/me` on its own (ADR 023). This one is read only when scraped.
 */
export function createHttpDurations(): HttpDurations {
  const routes = new Map<string, Series[]>();
  return {
    record(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED;
      const { method } = request;
      const status = reply.statusCode;
      let list = routes.get(route);
      if (!list) routes.set(route, (list = []));
      let series: Series | undefined;
      for (const candidate of list) {
        if (candidate.status === status && candidate.method === method) {
          series = candidate;
          break;
        }
      }
      if (!series) {
        series = { method, status, counts: new Float64Array(BOUNDS.length + 1), sum: 0 };
        list.push(series);
      }
      const seconds = reply.elapsedTime / 1000;
      let bucket = 0;
      while (bucket < BOUNDS.length && seconds > BOUNDS[bucket]) bucket += 1;
      series.counts[bucket] += 1;
      series.sum += seconds;
    },
    render() {
      const lines = [
        `# HELP ${NAME} Time from a request's arrival until its answer is handed to Node, by route template, method and status.`,
        `# TYPE ${NAME} histogram`,
      ];
      for (const [route, list] of routes) {
        for (const series of list) {
          const labels = `route="${escapeLabel(route)}",method="${escapeLabel(series.method)}",status="${series.status}"`;
          let cumulative = 0;
          for (const [index, bound] of BOUNDS.entries()) {
            cumulative += series.counts[index];
            lines.push(`${NAME}_bucket{${labels},le="${bound}"} ${cumulative}`);
          }
          cumulative += series.counts[BOUNDS.length];
          lines.push(`${NAME}_bucket{${labels},le="+Inf"} ${cumulative}`);
          lines.push(`${NAME}_sum{${labels}} ${series.sum}`);
          lines.push(`${NAME}_count{${labels}} ${cumulative}`);
        }
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

/** The text format's escapes inside a label value: backslash, double quote, line feed. */
function escapeLabel(value: string): string {
  return value.replace(/[\\"\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}
