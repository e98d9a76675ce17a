// Prometheus metrics for GET /api/metrics (docs/operations.md says how to scrape them): requests
// by route and status with their latency, requests in flight (tus uploads among them), the
// database pool, the LISTEN connections, live sockets, and the process's own (event loop lag,
// memory, CPU). There is no job queue to report. One registry per process: the server makes it
// and gives it to the app (AppDeps.metrics); routes and the node:http front both count into it.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import client from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';

export interface MetricsSources {
  database: DatabaseHandle;
  /** the live channel's open sockets in this process */
  liveSockets: () => number;
}

const TUS_PATH = /^\/api\/videos\/tus(?:\/|$)/;

export function createMetrics(sources: MetricsSources) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'academy_process_' });
  const requests = new client.Counter({
    name: 'academy_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'academy_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new client.Gauge({
    name: 'academy_http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
  });
  const uploads = new client.Gauge({
    name: 'academy_tus_uploads_in_flight',
    help: 'Video upload requests (tus) being received now',
    registers: [registry],
  });
  const { database } = sources;
  new client.Gauge({
    name: 'academy_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; PGlite has one in-process connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new client.Gauge({
    name: 'academy_listener_deaf',
    help: 'LISTEN connections that do not hear now (PostgreSQL): 0 when all hear',
    registers: [registry],
    collect() {
      this.set(database.deafChannels?.().length ?? 0);
    },
  });
  new client.Gauge({
    name: 'academy_live_sockets',
    help: 'Open live-channel WebSockets in this process',
    registers: [registry],
    collect() {
      this.set(sources.liveSockets());
    },
  });

  return {
    registry,
    /** Call when a request arrives; the returned function when it was answered. */
    started(method: string, path: string) {
      const upload = TUS_PATH.test(path) && method === 'PATCH';
      inFlight.inc();
      if (upload) uploads.inc();
      const end = latency.startTimer();
      return (route: string, status: number) => {
        inFlight.dec();
        if (upload) uploads.dec();
        end({ method, route });
        requests.inc({ method, route, status: String(status) });
      };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Who may read the metrics: with METRICS_TOKEN, a caller sending it as a bearer token; without,
 * only a caller on this machine that did not come through the proxy (nginx on the same machine
 * also connects from loopback, and adds X-Forwarded-For).
 */
export function mayReadMetrics(
  token: string | undefined,
  request: Pick<IncomingMessage, 'headers' | 'socket'> | undefined,
  authorization: string | undefined,
) {
  if (token) {
    const given = Buffer.from(authorization?.replace(/^Bearer /, '') ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const remote = request?.socket.remoteAddress ?? '';
  const loopback = remote === '::1' || remote.startsWith('127.') || remote === '::ffff:127.0.0.1';
  return loopback && request?.headers['x-forwarded-for'] === undefined;
}
