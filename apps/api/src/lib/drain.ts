// Graceful stop (docs/operations.md, docs/decisions/038-shutdown-readiness-idempotency.md).
// Node's server.close() also closes the idle keep-alive connections at once: a request the client
// was sending on one at that moment was reset unprocessed. Instead: stop accepting new
// connections (a proxy's next connect is refused, which it retries elsewhere: nothing was sent),
// answer every request that still arrives on an open connection with `Connection: close` (the
// client opens its next one elsewhere), let requests in flight finish, and leave idle connections
// to the client, which closes them at its own idle timeout; that timeout is below the server's
// keep-alive timeout (the proxy's settings in docs/operations.md), so the server never closes a
// connection the proxy may be writing a request on. At the deadline the idle ones go anyway.
import net from 'node:net';
import type { RequestListener, Server } from 'node:http';

export function createDrain() {
  let draining = false;
  let active = 0;
  const done = () => {
    active -= 1;
  };
  return {
    /** `listener`, answering with `Connection: close` once stopping began. */
    wrap(listener: RequestListener): RequestListener {
      return (req, res) => {
        active += 1;
        res.once('close', done);
        if (draining) res.shouldKeepAlive = false;
        listener(req, res);
      };
    },
    /** Requests received and not yet answered (or abandoned). */
    inFlight: () => active,
    /**
     * Stops accepting; resolves once every connection of `servers` has closed. `closeIdle`: idle
     * keep-alive connections are closed now (a person stopping a local run) instead of waiting
     * for their clients.
     */
    stop(servers: Server[], { closeIdle = false } = {}) {
      draining = true;
      return Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              // In the check phase, right after the poll phase accepted every connection the
              // kernel had queued: closing the listening socket resets the ones still queued.
              setImmediate(() => {
                // net's close, not http's: http's would also drop the idle keep-alive connections.
                net.Server.prototype.close.call(server, () => resolve());
                if (closeIdle) server.closeIdleConnections();
              });
            }),
        ),
      );
    },
    /** The deadline: idle connections go now, whoever holds them. */
    closeIdle(servers: Server[]) {
      for (const server of servers) server.closeIdleConnections();
    },
  };
}
