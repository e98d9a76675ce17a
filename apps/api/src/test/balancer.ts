// A small HTTP balancer in front of API processes, for rolling-restart tests, doing what the
// deployment's proxy does (docs/operations.md): round robin; a connect that fails (refused: the
// process is not listening) is retried on the next process and marks the failed one down for a
// while (nginx's max_fails=1 fail_timeout); a request that reached a process is never sent twice
// (a POST may have been written), so a reset after connecting is the caller's failure (nginx's
// 502); upstream connections are kept alive and closed after an idle second, below the server's
// keep-alive timeout; and, when `readiness` is on, each process's GET /api/ready is polled and a
// process that is not ready gets no new requests (a health-checking balancer or orchestrator).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  port: number;
  /** requests the balancer answered 502 (nothing usable from any process) */
  failures(): number;
  /**
   * connects a process refused (retried elsewhere): each is a moment the balancer was sending to
   * a process that had stopped accepting, when a connection queued in its kernel is reset instead
   */
  refused(): number;
  close(): Promise<void>;
}

const FAIL_TIMEOUT_MS = 1000;
/** as often as an orchestrator or health-checking balancer asks (Kubernetes: every 10 s) */
const READY_POLL_MS = 1000;

export async function startBalancer(
  upstreams: number[],
  { readiness = true, keepAlive = false }: { readiness?: boolean; keepAlive?: boolean } = {},
): Promise<Balancer> {
  // nginx opens a connection per request unless its upstream block says `keepalive`
  const agent = keepAlive ? new http.Agent({ keepAlive: true, timeout: 1000 }) : undefined;
  const downUntil = new Map<number, number>();
  const ready = new Map<number, boolean>(upstreams.map((port) => [port, true]));
  let next = 0;
  let failed = 0;
  let refused = 0;

  const poll = setInterval(() => {
    if (!readiness) return;
    for (const port of upstreams) {
      http
        .get({ host: '127.0.0.1', port, path: '/api/ready', agent: false }, (response) => {
          response.resume();
          ready.set(port, response.statusCode === 200);
        })
        .on('error', () => ready.set(port, false));
    }
  }, READY_POLL_MS);

  /** The upstreams to try, in round-robin order, the usable ones first. */
  const order = () => {
    const start = next++ % upstreams.length;
    const turn = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const usable = (port: number) =>
      (downUntil.get(port) ?? 0) <= Date.now() && ready.get(port) !== false;
    return [...turn.filter(usable), ...turn.filter((port) => !usable(port))];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tries = order();
      const attempt = (index: number) => {
        const port = tries[index];
        if (port === undefined) {
          failed += 1;
          res.writeHead(502).end();
          return;
        }
        let connected = false;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('socket', (socket) => {
          // A reused connection is connected already; a new one once it connects.
          if (!socket.connecting) connected = true;
          else socket.once('connect', () => (connected = true));
        });
        upstream.on('error', () => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (!connected) {
            // Nothing reached the process: safe to send elsewhere, whatever the method.
            refused += 1;
            downUntil.set(port, Date.now() + FAIL_TIMEOUT_MS);
            attempt(index + 1);
            return;
          }
          failed += 1;
          res.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    failures: () => failed,
    refused: () => refused,
    async close() {
      clearInterval(poll);
      agent?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
