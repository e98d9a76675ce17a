// A real node:http server around a test app (so WebSocket upgrades reach /api/live) and a
// channel client that records every frame, for the live tests.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import * as v from 'valibot';
import WebSocket from 'ws';
import { ServerFrame, type ClientFrame } from '@academy/api-client/contract';
import type { App } from '../app.ts';

export async function serve(app: App) {
  const server = createServer(getRequestListener(app.fetch));
  app.injectWebSocket(server);
  // Upgraded sockets leave the server's bookkeeping: they are ended by hand on close.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/live`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface TestChannel {
  frames: ServerFrame[];
  send(frame: ClientFrame): void;
  /** The first frame (from `from` on) that `match` accepts, waiting up to `ms`. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  /**
   * A ping answered: every frame the server sent this socket before it read the ping has arrived
   * (one connection keeps its order), so a test can then assert that something did not come.
   */
  roundTrip(): Promise<void>;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** Opens the channel; rejects with the handshake's HTTP status when it is refused. */
export function openChannel(url: string, headers: Record<string, string>): Promise<TestChannel> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number }>((done) =>
      socket.on('close', (code) => done({ code })),
    );
    socket.on('message', (data) => {
      frames.push(v.parse(ServerFrame, JSON.parse(String(data))));
      for (const wake of waiters) wake();
    });
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
    const channel: TestChannel = {
      frames,
      closed,
      send: (frame) => socket.send(JSON.stringify(frame)),
      close: () => socket.close(),
      async roundTrip() {
        const from = frames.length;
        socket.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
        await channel.next('pong', (frame) => frames.indexOf(frame) >= from);
      },
      next(type, match = () => true, ms = 3000) {
        return new Promise((found, fail) => {
          let seen = 0;
          const look = () => {
            for (; seen < frames.length; seen += 1) {
              const frame = frames[seen]!;
              if (frame.type === type && match(frame as never)) {
                waiters.delete(look);
                clearTimeout(timer);
                found(frame as never);
                return;
              }
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(look);
            fail(new Error(`no ${type} frame within ${ms} ms: ${JSON.stringify(frames)}`));
          }, ms);
          waiters.add(look);
          look();
        });
      },
    };
    socket.on('open', () => resolve(channel));
  });
}
