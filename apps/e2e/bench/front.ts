// The front a deployment puts before the Node process (README, Deploy: nginx terminating TLS and
// speaking HTTP/2, the Node process picking the app by Host on one PORT), so that Lighthouse
// measures the pages over the protocol visitors get. Over HTTP/1.1 a browser opens at most six
// connections to an origin, each with its own handshake, and Lighthouse's simulation charges a
// page with seven stylesheets a second round of them; over HTTP/2 they share one connection.
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import selfsigned from 'selfsigned';

export interface Front {
  /**
   * Serves HTTPS on `port` and passes every request to the Node process on `target`, but for the
   * paths of `pages`, which the front answers itself with their HTML (the bench's static page).
   */
  listen(port: number, target: number, pages?: Record<string, string>): Promise<void>;
  close(): void;
  /** A request from the bench itself, trusting the front's certificate. */
  request: typeof request;
}

/** The answer to a bench request, read whole. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// Hop-by-hop headers: they describe one connection and are not forwarded (and HTTP/2 forbids them).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** A request with the bench's own client: plain for http URLs, trusting `ca` for https ones. */
export function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca: init.ca },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

export async function startFront(): Promise<Front> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const servers: http2.Http2SecureServer[] = [];
  return {
    async listen(port, target, pages = {}) {
      // allowHTTP1: the WebSocket of the classroom's live channel arrives as an HTTP/1.1 upgrade.
      const server = http2.createSecureServer(
        { key: pems.private, cert: pems.cert, allowHTTP1: true },
        (req, res) => {
          const page = pages[req.url];
          if (page !== undefined) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(page);
          }
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(req.headers)) {
            if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) {
              headers[name] = value;
            }
          }
          // As nginx's proxy_set_header lines in the README.
          headers.host = String(req.headers[':authority'] ?? req.headers.host);
          headers['x-forwarded-proto'] = 'https';
          headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
          const upstream = http.request(
            { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
            (answer) => {
              const forwarded: http.OutgoingHttpHeaders = {};
              for (const [name, value] of Object.entries(answer.headers)) {
                if (!HOP_BY_HOP.has(name)) forwarded[name] = value;
              }
              res.writeHead(answer.statusCode ?? 502, forwarded);
              answer.pipe(res);
            },
          );
          upstream.on('error', () => res.writeHead(502).end());
          req.pipe(upstream);
        },
      );
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
        const upstream = net.connect(target, '127.0.0.1', () => {
          const lines = [`${req.method} ${req.url} HTTP/1.1`];
          for (let i = 0; i < req.rawHeaders.length; i += 2) {
            lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
          }
          lines.push('X-Forwarded-Proto: https', '', '');
          upstream.write(lines.join('\r\n'));
          upstream.write(head);
          socket.pipe(upstream).pipe(socket);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
    },
    close() {
      for (const server of servers) server.close();
    },
    request: (url, init = {}) => request(url, { ...init, ca: pems.cert }),
  };
}
