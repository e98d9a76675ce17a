// The live channel's client (docs/decisions/016-live-channel.md), free of any framework: one
// WebSocket to /api/live that reconnects by itself (growing waits), rejoins its rooms with the last
// message id it has so the server replays what was missed, and hands every frame on once (a message
// or notification that arrives twice, live and in a replay, is dropped). The screens share one per
// page through
// @academy/live (connection.ts).
import { LiveCloseCode } from './contract/live-close-codes.ts';
import type * as FrameSchemaModule from './contract/live-frames.ts';
import type { ServerFrame } from './contract/live-frames.ts';
import type { ClientFrame } from './contract/live.ts';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveClientOptions {
  /** ws:// or wss:// address of the channel; by default /api/live of the page's own origin */
  url?: string;
  createSocket?: (url: string) => SocketLike;
  onFrame: (frame: ServerFrame) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Before each reconnect (e.g. renew the session: the handshake carries the cookie). */
  beforeReconnect?: () => Promise<unknown> | unknown;
  /** Wait before the nth reconnect (1, 2, ...): 0.5 s doubling to 15 s, with jitter, by default. */
  backoff?: (attempt: number) => number;
  /** A ping keeps idle proxies from closing the socket. */
  pingIntervalMs?: number;
}

const OPEN = 1;
const FINAL_CLOSE_CODES = new Set<number>([
  LiveCloseCode.unauthorized,
  LiveCloseCode.tooManyConnections,
  LiveCloseCode.policyViolation,
]);
const SEEN_MAX = 2000;

// Every frame is checked against the contract before it is handed on. Its schemas (valibot and the
// records' shapes, about 4 KB of gzip) load with the first frame that carries a record (a
// notification, a room's messages) or when a screen joins a room: the channel is open on every
// classroom and admin page, and most first visits receive only `ready` and the `pong`s, which carry
// nothing but their type and the user's id and are checked here. Frames keep their order: once
// one waits for the schemas, those after it wait too.
type FrameSchemas = typeof FrameSchemaModule;
let schemas: FrameSchemas | undefined;
let loadingSchemas: Promise<FrameSchemas> | undefined;

/** Loads the frames' schemas (once; again after a failed load). */
export function loadFrameSchemas(): Promise<FrameSchemas> {
  loadingSchemas ??= import('./contract/live-frames.ts').then(
    (loaded) => (schemas = loaded),
    (error: unknown) => {
      loadingSchemas = undefined;
      throw error;
    },
  );
  return loadingSchemas;
}

/** `ready` and `pong` as the schema reads them; anything else needs the schemas. */
function bareFrame(value: unknown): ServerFrame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, userId } = value as { type?: unknown; userId?: unknown };
  if (type === 'pong') return { type };
  if (type === 'ready' && typeof userId === 'number') return { type, userId };
  return undefined;
}

export const defaultBackoff = (attempt: number) =>
  Math.min(15_000, 500 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

function defaultUrl() {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/live`;
}

export function createLiveClient(options: LiveClientOptions) {
  const createSocket =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const backoff = options.backoff ?? defaultBackoff;
  /** room -> the newest message id seen in it (0: none yet) */
  const rooms = new Map<number, number>();
  const seen = new Set<string>();
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const status = (value: LiveStatus) => options.onStatus?.(value);
  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const joinFrame = (lessonId: number): ClientFrame => {
    const since = rooms.get(lessonId) ?? 0;
    return since > 0 ? { type: 'join', lessonId, since } : { type: 'join', lessonId };
  };
  const firstTime = (key: string) => {
    if (seen.has(key)) return false;
    if (seen.size >= SEEN_MAX) seen.delete(seen.values().next().value!);
    seen.add(key);
    return true;
  };
  const noteMessage = (lessonId: number, id: number) => {
    if (rooms.has(lessonId)) rooms.set(lessonId, Math.max(rooms.get(lessonId)!, id));
  };

  /** Frames that arrived while the schemas were loading, in order. */
  const waiting: unknown[] = [];

  function receive(data: unknown) {
    let value: unknown;
    try {
      value = JSON.parse(String(data));
    } catch {
      return;
    }
    if (waiting.length === 0) {
      if (schemas) {
        const frame = schemas.parseServerFrame(value);
        if (frame) handle(frame);
        return;
      }
      const frame = bareFrame(value);
      if (frame) {
        handle(frame);
        return;
      }
    }
    waiting.push(value);
    if (waiting.length > 1) return;
    loadFrameSchemas().then(
      ({ parseServerFrame }) => {
        for (const queued of waiting.splice(0)) {
          const frame = stopped ? undefined : parseServerFrame(queued);
          if (frame) handle(frame);
        }
      },
      // Not loaded (the network failed): these frames are lost like a dropped socket's; the next
      // frame tries again.
      () => void waiting.splice(0),
    );
  }

  function handle(frame: ServerFrame) {
    switch (frame.type) {
      case 'ready':
        attempt = 0;
        break;
      case 'joined': {
        const missed = frame.missed.filter((m) => firstTime(`m${m.id}`));
        for (const message of missed) noteMessage(frame.lessonId, message.id);
        options.onFrame({ ...frame, missed });
        return;
      }
      case 'message':
        if (!firstTime(`m${frame.message.id}`)) return;
        noteMessage(frame.message.lessonId, frame.message.id);
        break;
      case 'notification':
        if (!firstTime(`n${frame.notification.id}`)) return;
        break;
    }
    options.onFrame(frame);
  }

  function connect() {
    if (stopped) return;
    status(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = createSocket(options.url ?? defaultUrl());
    socket = current;
    current.onopen = () => {
      status('open');
      for (const lessonId of rooms.keys()) send(joinFrame(lessonId));
      clearInterval(ping);
      ping = setInterval(() => send({ type: 'ping' }), options.pingIntervalMs ?? 25_000);
    };
    current.onmessage = (event) => receive(event.data);
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearInterval(ping);
      // Signed out, replaced by a newer tab, or closed for flooding: reconnecting by itself would
      // only be refused again (or close another tab), so the screen says the channel ended.
      if (stopped || FINAL_CLOSE_CODES.has(event.code)) {
        status('closed');
        return;
      }
      attempt += 1;
      status('reconnecting');
      retry = setTimeout(() => {
        void Promise.resolve(options.beforeReconnect?.())
          .catch(() => {})
          .then(connect);
      }, backoff(attempt));
    };
  }

  connect();

  return {
    /**
     * Joins a lesson's room; `since`: the newest message id the screen already has (from the
     * HTTP history), so only newer ones are replayed.
     */
    join(lessonId: number, since = 0) {
      // The room's frames carry messages: their schemas load as the screen asks.
      void loadFrameSchemas().catch(() => {});
      rooms.set(lessonId, Math.max(rooms.get(lessonId) ?? 0, since));
      send(joinFrame(lessonId));
    },
    leave(lessonId: number) {
      rooms.delete(lessonId);
      send({ type: 'leave', lessonId });
    },
    /** The newest message id seen in a room (what a rejoin asks to be replayed after). */
    lastSeen(lessonId: number) {
      return rooms.get(lessonId);
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, 'bye');
      socket = null;
      status('closed');
    },
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;
