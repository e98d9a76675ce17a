// A TCP relay in front of PostgreSQL for tests of network failures: `cut()` resets every
// connection (the server went away), `freeze()` silently stops forwarding without closing
// anything (a partition, or a proxy or NAT that forgot the connection), as from a real network.
import net from 'node:net';

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  /** the connection sent LISTEN (the content cache's listener) */
  listening: boolean;
  frozen: boolean;
}

export interface Relay {
  /** the URL to give the app: `target` with the relay's host and port */
  url: string;
  /** Every connection opened so far stops forwarding (new ones too when `newOnes`). */
  freeze(options?: { onlyListening?: boolean; newOnes?: boolean }): void;
  /** Resets every connection. */
  cut(): void;
  close(): Promise<void>;
}

export async function startRelay(target: string): Promise<Relay> {
  const to = new URL(target);
  const links = new Set<Link>();
  let freezeNew = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    const link: Link = { client, upstream, listening: false, frozen: freezeNew };
    links.add(link);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        links.delete(link);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('LISTEN')) link.listening = true;
      if (!link.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!link.frozen) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(target);
  relayed.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const cut = () => {
    for (const link of links) {
      link.client.destroy();
      link.upstream.destroy();
    }
  };
  return {
    url: relayed.toString(),
    freeze({ onlyListening = false, newOnes = false } = {}) {
      freezeNew = newOnes;
      for (const link of links) if (!onlyListening || link.listening) link.frozen = true;
    },
    cut,
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
