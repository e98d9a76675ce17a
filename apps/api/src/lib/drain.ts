// Graceful stop (issue 17 item 13). Node's server.close() also closes the idle keep-alive
// connections at once: a request the client was sending on one at that moment was reset
// unprocessed (17 of 40 in the probe). Instead: stop accepting new connections, answer every
// request that still arrives on an open connection with `Connection: close` (the client then opens
// its next one elsewhere), let requests in flight finish, and let idle connections end at the
// keep-alive timeout the client was told (`Keep-Alive: timeout=5`), as they do any day.
import net from 'node:net';
import type { RequestListener, Server } from 'node:http';

export function createDrain() {
  let draining = false;
  return {
    /** `listener`, answering with `Connection: close` once stopping began. */
    wrap(listener: RequestListener): RequestListener {
      return (req, res) => {
        if (draining) res.shouldKeepAlive = false;
        listener(req, res);
      };
    },
    /** Stops accepting; resolves once every connection of `servers` has closed. */
    stop(servers: Server[]) {
      draining = true;
      return Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              // net's close, not http's: http's would also drop the idle keep-alive connections now.
              net.Server.prototype.close.call(server, () => resolve());
            }),
        ),
      );
    },
  };
}
