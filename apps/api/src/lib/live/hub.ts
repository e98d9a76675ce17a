// The live hub (docs/decisions/016-live-channel.md): the channel's connections of this process, the
// rooms they joined, who is present, and delivery of what is published.
//
// Every event is stored first (a chat message, a notification row) and published inside the
// same transaction:
// - PGlite: one process owns the database; the writer hands its events to the hub after commit.
// - PostgreSQL: `pg_notify('live_events', <event>)` in the write's transaction; every process
//   (the writer included) LISTENs and delivers to its own clients when the notification arrives,
//   so each client gets it once, whichever process it is connected to. While this process's
//   listener is down it delivers its own writes directly after commit (the others still hear
//   them), and when the listener is back every client is told to reconnect (close code 4000) and
//   rejoin with the last id it has, so what was missed meanwhile is read from the database.
// A short memory of delivered ids drops an event that would arrive both ways.
import { randomUUID } from 'node:crypto';
import { and, between, inArray, sql } from 'drizzle-orm';
import {
  LiveCloseCode,
  type ChatMessage,
  type Notification,
  type PresenceUser,
  type ServerFrame,
} from '@academy/api-client/contract';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/live.ts';
import type { Role } from '../../db/schema/users.ts';
import { LIVE_LIMITS } from './limits.ts';
import { notificationView } from './views.ts';
import type { Tx } from '../../app-env.ts';

export const LIVE_CHANNEL = 'live_events';
/** Each process repeats who is present through it this often; silence for PRESENCE_TTL_MS drops it. */
const PRESENCE_REFRESH_MS = 20_000;
const PRESENCE_TTL_MS = 60_000;
const RECENT_MAX = 4096;

export type LiveEvent =
  | { k: 'message'; message: ChatMessage }
  | { k: 'deleted'; message: ChatMessage }
  | { k: 'notification'; userId: number; notification: Notification }
  /** many users' notifications at once (a notice for every student): ids fromId..toId */
  | { k: 'fanout'; fromId: number; toId: number }
  | { k: 'presence'; processId: string; lessonId: number; users: PresenceUser[] }
  /** a user's sessions were revoked (one: `sessionId`; all: none): their channels check at once */
  | { k: 'revoke'; userId: number; sessionId?: string }
  /** a student's enrolment in a lecture ended or changed: their rooms of it are checked at once */
  | { k: 'access'; userId: number; lectureId: number };

export interface LiveConnection {
  user: { id: number; name: string; role: Role };
  /** the session the socket was opened with */
  sid?: string;
  send(frame: ServerFrame): void;
  close(code: number, reason: string): void;
  /** Asks the socket to check again, now, whether its session is live or it may read a lecture. */
  recheck?(what: { session: true } | { lectureId: number }): void;
}

interface Member {
  connection: LiveConnection;
  /** rooms joined; a room being joined buffers its frames until its history went out */
  rooms: Map<number, ServerFrame[] | null>;
  /**
   * room -> the message ids its `joined` frame replayed and not yet heard live: a message committed
   * before the rejoin can still be heard from the database after it (another process's NOTIFY
   * arrives late), and the client already has it. The ids themselves, not "up to the newest": a
   * lower id that committed after the replay's read was not in it and must still go out.
   */
  replayed: Map<number, Set<number>>;
}

export class LiveHub {
  readonly processId = randomUUID();
  private readonly members = new Map<LiveConnection, Member>();
  private readonly rooms = new Map<number, Set<Member>>();
  private readonly byUser = new Map<number, Set<Member>>();
  /** room -> process -> the users present through it, and when it last said so */
  private readonly presence = new Map<number, Map<string, { users: PresenceUser[]; at: number }>>();
  private readonly recent = new Set<string>();
  /** rooms whose presence changed here or elsewhere, told once PRESENCE_COALESCE_MS has passed */
  private readonly presenceDue = new Map<number, NodeJS.Timeout>();
  /** room -> the user ids (and names) this process last announced, and last told the room */
  private readonly announced = new Map<number, string>();
  private readonly told = new Map<number, string>();
  /** PostgreSQL: true while this process hears every committed event */
  private hearing = false;
  private wakeHearing: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly database: DatabaseHandle) {
    database.listen?.(LIVE_CHANNEL, {
      onListening: () => {
        this.hearing = true;
        for (const wake of this.wakeHearing.splice(0)) wake();
        // Anything published while we were deaf went past our clients: they rejoin with `since`.
        for (const member of this.members.values()) {
          member.connection.close(LiveCloseCode.resync, 'resync');
        }
      },
      // A silent drop is found by the listener's heartbeat (db/client.ts), which then reports
      // onLost and reconnects; clients resync when it hears again, so no beat is needed here.
      onConfirmed: () => {},
      onLost: () => {
        this.hearing = false;
      },
      onMessage: (payload) => {
        try {
          void this.dispatch(JSON.parse(payload) as LiveEvent);
        } catch {
          // not ours: ignored
        }
      },
    });
    this.timer = setInterval(() => this.refreshPresence(), PRESENCE_REFRESH_MS);
    this.timer.unref();
    allHubs.add(this);
  }

  /**
   * Resolves once this process hears every event (at once on PGlite), or after `ms` anyway: a
   * channel opened before the listener is up would be told to resync as soon as it is.
   */
  whenHearing(ms: number) {
    if (this.database.kind === 'pglite' || this.hearing) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeHearing.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Inside a write's transaction (PostgreSQL): the event goes out to every process at commit. */
  async publish(tx: Tx | Database, event: LiveEvent) {
    if (this.database.kind === 'postgres') {
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
    }
  }

  /** After the commit: this process delivers itself when nothing else will (PGlite, or deaf). */
  committed(events: LiveEvent[]) {
    if (this.database.kind === 'pglite' || !this.hearing) {
      for (const event of events) void this.dispatch(event);
    }
  }

  add(connection: LiveConnection) {
    const member: Member = { connection, rooms: new Map(), replayed: new Map() };
    let own = this.byUser.get(connection.user.id);
    if (!own) this.byUser.set(connection.user.id, (own = new Set()));
    // One user's sockets are capped: the oldest goes (a Set keeps insertion order), so the tab
    // opened last works and a script opening sockets in a loop holds no more than the cap.
    while (own.size >= LIVE_LIMITS.socketsPerUser) {
      const oldest = own.values().next().value!;
      this.remove(oldest.connection);
      oldest.connection.close(LiveCloseCode.tooManyConnections, 'too many connections');
    }
    this.members.set(connection, member);
    if (!this.byUser.has(connection.user.id)) this.byUser.set(connection.user.id, own);
    own.add(member);
  }

  remove(connection: LiveConnection) {
    const member = this.members.get(connection);
    if (!member) return;
    this.members.delete(connection);
    const own = this.byUser.get(connection.user.id);
    own?.delete(member);
    if (own?.size === 0) this.byUser.delete(connection.user.id);
    for (const lessonId of member.rooms.keys()) this.leaveRoom(member, lessonId);
  }

  /**
   * Joins a room (access already checked): frames for it are held until `replay` (which reads
   * what was missed) has run and its `joined` frame went out, then sent in order without the
   * messages the replay already gave.
   */
  async join(
    connection: LiveConnection,
    lessonId: number,
    replay: () => Promise<{ missed: ChatMessage[]; hasMore: boolean }>,
  ) {
    const member = this.members.get(connection);
    if (!member) return;
    // Joining a room again (a rejoin with a newer `since`) replays without leaving it: presence
    // does not change, so the room hears nothing of it.
    const held: ServerFrame[] = [];
    member.rooms.set(lessonId, held);
    let room = this.rooms.get(lessonId);
    if (!room) this.rooms.set(lessonId, (room = new Set()));
    if (!room.has(member)) {
      room.add(member);
      this.presenceChanged(lessonId);
    }
    let replayed: Awaited<ReturnType<typeof replay>>;
    try {
      replayed = await replay();
    } catch (error) {
      // a join that failed leaves no one behind in the room
      if (member.rooms.get(lessonId) === held) this.leaveRoom(member, lessonId);
      throw error;
    }
    const { missed, hasMore } = replayed;
    if (member.rooms.get(lessonId) !== held) return; // left (or closed) meanwhile
    member.rooms.set(lessonId, null);
    connection.send({
      type: 'joined',
      lessonId,
      missed,
      hasMore,
      users: this.presentIn(lessonId),
    });
    member.replayed.set(lessonId, new Set(missed.map((message) => message.id)));
    for (const frame of held) {
      if (frame.type === 'presence') continue; // `joined` had the latest
      if (!replayedAlready(member, lessonId, frame)) connection.send(frame);
    }
  }

  leave(connection: LiveConnection, lessonId: number) {
    const member = this.members.get(connection);
    if (member?.rooms.has(lessonId)) this.leaveRoom(member, lessonId);
  }

  /** The rooms a connection is in (joined or joining). */
  roomsOf(connection: LiveConnection) {
    return [...(this.members.get(connection)?.rooms.keys() ?? [])];
  }

  /** Who is in a room now, across processes (this process's part as it is this moment). */
  presentIn(lessonId: number): PresenceUser[] {
    const byProcess = this.presence.get(lessonId);
    const now = Date.now();
    const users = new Map<number, PresenceUser>();
    for (const [processId, entry] of byProcess ?? []) {
      if (processId === this.processId || now - entry.at > PRESENCE_TTL_MS) continue;
      for (const user of entry.users) users.set(user.userId, user);
    }
    for (const user of this.localUsers(lessonId)) users.set(user.userId, user);
    return [...users.values()].sort((a, b) => a.userId - b.userId);
  }

  /** Whether the user has a live channel open to this process now (other processes not asked). */
  connectedHere(userId: number) {
    return this.byUser.has(userId);
  }

  /** Connections of this process (for tests and the benchmark's memory figure). */
  get size() {
    return this.members.size;
  }

  close() {
    clearInterval(this.timer);
    for (const timer of this.presenceDue.values()) clearTimeout(timer);
    this.presenceDue.clear();
    allHubs.delete(this);
    for (const member of this.members.values()) member.connection.close(1001, 'going away');
  }

  private leaveRoom(member: Member, lessonId: number) {
    member.rooms.delete(lessonId);
    member.replayed.delete(lessonId);
    const room = this.rooms.get(lessonId);
    room?.delete(member);
    if (room?.size === 0) this.rooms.delete(lessonId);
    this.presenceChanged(lessonId);
  }

  private localUsers(lessonId: number): PresenceUser[] {
    const users = new Map<number, PresenceUser>();
    for (const member of this.rooms.get(lessonId) ?? []) {
      const { id, name, role } = member.connection.user;
      users.set(id, { userId: id, name, role });
    }
    return [...users.values()];
  }

  /**
   * Someone joined or left a room here (or another process said so): the room is told once
   * LIVE_LIMITS.presenceCoalesceMs has passed, and only if who is present really changed, so a
   * client joining and leaving in a loop costs the room at most a few frames a second.
   */
  private presenceChanged(lessonId: number) {
    if (this.presenceDue.has(lessonId)) return;
    const timer = setTimeout(() => {
      this.presenceDue.delete(lessonId);
      this.flushPresence(lessonId);
    }, LIVE_LIMITS.presenceCoalesceMs);
    timer.unref();
    this.presenceDue.set(lessonId, timer);
  }

  private flushPresence(lessonId: number, again = false) {
    const users = this.localUsers(lessonId);
    const mine = usersKey(users);
    if (again || mine !== (this.announced.get(lessonId) ?? '')) {
      if (mine) this.announced.set(lessonId, mine);
      else this.announced.delete(lessonId);
      this.setPresence(lessonId, this.processId, users);
      if (this.database.kind === 'postgres') {
        const event: LiveEvent = { k: 'presence', processId: this.processId, lessonId, users };
        void this.database.db
          .execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`)
          .catch(() => {});
      }
    }
    if (!this.rooms.has(lessonId)) {
      this.told.delete(lessonId); // nobody here to tell
      return;
    }
    const present = this.presentIn(lessonId);
    const key = usersKey(present);
    if (key === this.told.get(lessonId)) return;
    this.told.set(lessonId, key);
    this.sendToRoom(lessonId, { type: 'presence', lessonId, users: present });
  }

  private setPresence(lessonId: number, processId: string, users: PresenceUser[]) {
    let byProcess = this.presence.get(lessonId);
    if (!byProcess) this.presence.set(lessonId, (byProcess = new Map()));
    if (users.length === 0) byProcess.delete(processId);
    else byProcess.set(processId, { users, at: Date.now() });
    if (byProcess.size === 0) this.presence.delete(lessonId);
  }

  /** Repeats this process's presence (so the others keep it) and forgets silent processes. */
  private refreshPresence() {
    const now = Date.now();
    for (const [lessonId, byProcess] of this.presence) {
      let expired = false;
      for (const [processId, entry] of byProcess) {
        if (processId !== this.processId && now - entry.at > PRESENCE_TTL_MS) {
          byProcess.delete(processId);
          expired = true;
        }
      }
      if (byProcess.size === 0) this.presence.delete(lessonId);
      if (byProcess.has(this.processId)) this.flushPresence(lessonId, true);
      else if (expired) this.presenceChanged(lessonId);
    }
  }

  private sendToRoom(lessonId: number, frame: ServerFrame) {
    for (const member of this.rooms.get(lessonId) ?? []) {
      const held = member.rooms.get(lessonId);
      if (held) held.push(frame);
      else if (!replayedAlready(member, lessonId, frame)) member.connection.send(frame);
    }
  }

  private firstTime(key: string) {
    if (this.recent.has(key)) return false;
    if (this.recent.size >= RECENT_MAX) {
      // drop the oldest half (a Set keeps insertion order)
      let drop = RECENT_MAX / 2;
      for (const old of this.recent) {
        this.recent.delete(old);
        if (--drop === 0) break;
      }
    }
    this.recent.add(key);
    return true;
  }

  async dispatch(event: LiveEvent) {
    switch (event.k) {
      case 'message':
        if (this.firstTime(`m${event.message.id}`)) {
          this.sendToRoom(event.message.lessonId, { type: 'message', message: event.message });
        }
        return;
      case 'deleted':
        if (this.firstTime(`d${event.message.id}`)) {
          this.sendToRoom(event.message.lessonId, { type: 'deleted', message: event.message });
        }
        return;
      case 'notification':
        if (this.firstTime(`n${event.notification.id}`)) {
          for (const member of this.byUser.get(event.userId) ?? []) {
            member.connection.send({ type: 'notification', notification: event.notification });
          }
        }
        return;
      case 'fanout': {
        if (!this.firstTime(`f${event.fromId}`) || this.byUser.size === 0) return;
        const rows = await this.database.db
          .select()
          .from(notifications)
          .where(
            and(
              between(notifications.id, event.fromId, event.toId),
              inArray(notifications.userId, [...this.byUser.keys()]),
            ),
          )
          .catch(() => []);
        for (const row of rows) {
          if (!this.firstTime(`n${row.id}`)) continue;
          for (const member of this.byUser.get(row.userId) ?? []) {
            member.connection.send({ type: 'notification', notification: notificationView(row) });
          }
        }
        return;
      }
      case 'presence':
        if (event.processId === this.processId) return;
        this.setPresence(event.lessonId, event.processId, event.users);
        this.presenceChanged(event.lessonId);
        return;
      case 'revoke':
        for (const member of this.byUser.get(event.userId) ?? []) {
          const { connection } = member;
          if (event.sessionId === undefined || connection.sid === event.sessionId) {
            connection.recheck?.({ session: true });
          }
        }
        return;
      case 'access':
        for (const member of this.byUser.get(event.userId) ?? []) {
          member.connection.recheck?.({ lectureId: event.lectureId });
        }
        return;
    }
  }
}

const hubs = new WeakMap<object, LiveHub>();
/** Every hub of this process (one per database; tests run several). */
const allHubs = new Set<LiveHub>();

/** The same users in the same order, as text, to tell whether presence changed. */
function usersKey(users: PresenceUser[]) {
  return users
    .map((user) => `${user.userId}:${user.name}`)
    .sort()
    .join();
}

/**
 * A revocation or an access change, written by code that knows only its database handle (the
 * session functions): NOTIFY for every process (at the commit of `db`'s transaction when it is
 * one; on PGlite nobody listens and the call costs one tiny statement) and, where no listener
 * will hear it (PGlite, or a deaf listener), this process's hubs at once. What it triggers is a
 * check against the database, so hearing it twice is harmless, and on PGlite a check started
 * inside a transaction waits for it (one statement at a time).
 */
export async function announceLive(
  db: Pick<Database, 'execute'>,
  event: Extract<LiveEvent, { k: 'revoke' | 'access' }>,
) {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  for (const hub of allHubs) hub.committed([event]);
}

/** The hub of this process for a database (app instances over one database share it). */
export function liveHubFor(deps: { database: DatabaseHandle }) {
  let hub = hubs.get(deps.database.db);
  if (!hub) {
    hub = new LiveHub(deps.database);
    hubs.set(deps.database.db, hub);
  }
  return hub;
}

/**
 * A write whose events go live: `work` runs in a transaction and publishes through `emit`; after
 * the commit this process delivers what it must (see LiveHub.committed).
 */
export async function liveTransaction<T>(
  deps: { database: DatabaseHandle },
  work: (tx: Tx, emit: (event: LiveEvent) => Promise<void>) => Promise<T>,
): Promise<T> {
  const hub = liveHubFor(deps);
  const events: LiveEvent[] = [];
  const result = await deps.database.db.transaction((tx) =>
    work(tx, async (event) => {
      events.push(event);
      await hub.publish(tx, event);
    }),
  );
  hub.committed(events);
  return result;
}

/** A message the member's `joined` frame for the room already carried (heard once, then forgotten). */
function replayedAlready(member: Member, lessonId: number, frame: ServerFrame) {
  return (
    frame.type === 'message' && member.replayed.get(lessonId)?.delete(frame.message.id) === true
  );
}
