// A round-robin reverse proxy for the two-process chat figure (docs/decisions/016-live-channel.md):
// what nginx does in production, in a few lines of node:http so the bench needs no package. Each
// HTTP request and each WebSocket upgrade goes to the next process in turn; an upgrade is a raw TCP
// pipe once the handshake has been forwarded.
import http from 'node:http';
import net from 'node:net';

export interface Proxy {
  origin: string;
  close(): Promise<void>;
}

export async function startProxy(targets: string[]): Promise<Proxy> {
  let turn = 0;
  const next = () => new URL(targets[turn++ % targets.length]!);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const tunnels = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const target = next();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  // Idle connections kept as the API keeps them (65 s, src/server.ts), as a balancer does: with
  // Node's 5 s default the proxy closed a socket the load generator was reusing at that moment
  // (one watch report in 14,549 failed so on 2026-11-28, a client error, not an answer).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.setNoDelay(true);
    client.setNoDelay(true);
    tunnels.add(client).add(upstream);
    const close = () => {
      tunnels.delete(client);
      tunnels.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', close).on('close', close);
    client.on('error', close).on('close', close);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
