// Playback sessions, the shared-account limit and devices (docs/product/player.md). A playback is
// started from one device of a student (or a staff member previewing); at most N of a student's
// run at once (the academy's setting, default 1): a new one takes over the oldest, whose next
// heartbeat answers 409 with the reason. A session with no heartbeat for 90 s no longer counts.
// Sign-ins are never refused here: only playback is.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_TAKEN_OVER,
  PlaybackLimit,
  type PlaybackDevice,
  type PlaybackHeartbeat,
  type PlaybackSession,
} from '@academy/api-client/contract';
import * as s from '@academy/strings/streaming';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { contents } from '../../db/schema/lectures.ts';
import { academySettings } from '../../db/schema/settings.ts';
import { playbackDevices, playbackSessions } from '../../db/schema/streaming.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { assertLearns, detailWithLecture, mayWatchVideo } from '../../lib/lecture-access.ts';
import { playbackToken } from '../../lib/playback-token.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';

const e = s.errors;

/** A session without a heartbeat this long is gone (no longer counted, its token no longer renewed). */
export const PLAYBACK_STALE_MS = 3 * PLAYBACK_HEARTBEAT_SECONDS * 1000;
export const PLAYBACK_LIMIT_KEY = 'playback_limit';
export const DEFAULT_PLAYBACK_LIMIT = 1;

type Reader = Pick<Database, 'select'>;

/** The academy's limit of simultaneous playbacks per student. */
export async function playbackLimit(db: Reader): Promise<number> {
  const [row] = await db
    .select({ value: academySettings.value })
    .from(academySettings)
    .where(eq(academySettings.key, PLAYBACK_LIMIT_KEY))
    .limit(1);
  const parsed = v.safeParse(PlaybackLimit, row?.value);
  return parsed.success ? parsed.output.maxSimultaneous : DEFAULT_PLAYBACK_LIMIT;
}

export async function savePlaybackLimit(db: Database, maxSimultaneous: number) {
  const value = { maxSimultaneous };
  await db
    .insert(academySettings)
    .values({ key: PLAYBACK_LIMIT_KEY, value })
    .onConflictDoUpdate({ target: academySettings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}

const openSessions = (userId: number) =>
  and(eq(playbackSessions.userId, userId), isNull(playbackSessions.endedAt));

/**
 * Inside the caller's transaction (the student's row locked): ends stale sessions, and takes over
 * the oldest live ones so that `keep` more may run within the limit. Answers how many were taken
 * over.
 */
async function makeRoom(
  tx: Tx,
  userId: number,
  limit: number,
  keep: number,
  now: Date,
  except?: string,
) {
  const staleBefore = new Date(now.getTime() - PLAYBACK_STALE_MS);
  await tx
    .update(playbackSessions)
    .set({ endedAt: now, endReason: 'STOPPED' })
    .where(and(openSessions(userId), lte(playbackSessions.lastSeenAt, staleBefore)));
  const live = await tx
    .select({ id: playbackSessions.id })
    .from(playbackSessions)
    .where(and(openSessions(userId), gt(playbackSessions.lastSeenAt, staleBefore)))
    .orderBy(asc(playbackSessions.startedAt), asc(playbackSessions.id));
  const others = live.filter((row) => row.id !== except);
  const over = others.length + keep - limit;
  const taken = over > 0 ? others.slice(0, over) : [];
  for (const row of taken) {
    await tx
      .update(playbackSessions)
      .set({ endedAt: now, endReason: 'TAKEN_OVER' })
      .where(eq(playbackSessions.id, row.id));
  }
  return taken.length;
}

/** The token and player link of a session (local host), or the hosting service's player. */
function sessionPlayer(
  deps: AppServices,
  session: { id: string; userId: number; videoId: string | null },
  options: { controls?: boolean } = {},
) {
  const { env } = deps;
  if (env.VIDEO_HOST !== 'local' || !session.videoId) {
    const expiresAt = Date.now() + PLAYBACK_STALE_MS;
    return {
      token: null,
      expiresAt,
      playerUrl: session.videoId ? playerUrl(env, session.videoId, session.userId) : '',
    };
  }
  const { token, expiresAt } = playbackToken(env, {
    sessionId: session.id,
    userId: session.userId,
    videoId: session.videoId,
  });
  const id = encodeURIComponent(session.videoId);
  const controls = options.controls === false ? '&controls=0' : '';
  return { token, expiresAt, playerUrl: `/api/videos/${id}/player?pt=${token}${controls}` };
}

/** POST /api/lessons/{detailId}/playback */
export async function startPlayback(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
  body: { deviceId: string; deviceLabel: string },
  options: { controls?: boolean } = {},
): Promise<PlaybackSession> {
  const { db } = deps.database;
  const { detail, lecture } = await detailWithLecture(db, detailId);
  // The one learning rule: an enrolled student of a published lecture, or its staff.
  await assertLearns(db, user, lecture);
  if (detail.type !== 'VIDEO' && detail.type !== 'LIVE') throw badRequest(e.notVideo);
  const [content] = await db
    .select({ videoId: contents.videoId })
    .from(contents)
    .where(eq(contents.detailId, detailId))
    .limit(1);
  const videoId = content?.videoId ?? null;
  if (!videoId) throw notFound(e.noVideo);
  const limit = await playbackLimit(db);
  const now = new Date();
  const id = randomBytes(16).toString('base64url');
  const label = body.deviceLabel.trim() || s.devices.unknownDevice;
  await db.transaction(async (tx) => {
    // One start at a time per person, so two devices starting together cannot both stay.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .insert(playbackDevices)
      .values({
        userId: user.id,
        deviceId: body.deviceId,
        label,
        firstSeenAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [playbackDevices.userId, playbackDevices.deviceId],
        set: { label, lastSeenAt: now },
      });
    // The same device starting again (a reload, another tab) replaces its own playback.
    await tx
      .update(playbackSessions)
      .set({ endedAt: now, endReason: 'REPLACED' })
      .where(and(openSessions(user.id), eq(playbackSessions.deviceId, body.deviceId)));
    // Staff preview without a limit; a student's oldest playbacks make room.
    if (user.role === 'STUDENT') await makeRoom(tx, user.id, limit, 1, now);
    await tx.insert(playbackSessions).values({
      id,
      userId: user.id,
      detailId,
      videoId,
      deviceId: body.deviceId,
      startedAt: now,
      lastSeenAt: now,
    });
  });
  const player = sessionPlayer(deps, { id, userId: user.id, videoId }, options);
  return {
    sessionId: id,
    heartbeatSeconds: PLAYBACK_HEARTBEAT_SECONDS,
    playerUrl: player.playerUrl,
    token: player.token,
    expiresAt: new Date(player.expiresAt).toISOString(),
  };
}

/** The refusal a session that ended answers with. */
export function endedRefusal(reason: string | null) {
  if (reason === 'TAKEN_OVER') return new ApiError(409, PLAYBACK_TAKEN_OVER, e.takenOver);
  if (reason === 'REPLACED') return new ApiError(409, PLAYBACK_TAKEN_OVER, e.takenOverSameDevice);
  return new ApiError(409, 'PLAYBACK_ENDED', e.sessionEnded);
}

async function ownSession(db: Reader, user: AuthUser, sessionId: string) {
  const [session] = await db
    .select()
    .from(playbackSessions)
    .where(and(eq(playbackSessions.id, sessionId), eq(playbackSessions.userId, user.id)))
    .limit(1);
  if (!session) throw notFound(e.sessionNotFound);
  return session;
}

/** POST /api/playback/{sessionId}/heartbeat */
export async function heartbeat(
  deps: AppServices,
  user: AuthUser,
  sessionId: string,
  positionSeconds: number,
): Promise<PlaybackHeartbeat> {
  const { db } = deps.database;
  const found = await ownSession(db, user, sessionId);
  if (found.endedAt) throw endedRefusal(found.endReason);
  // An enrolment that ended stops the playback too.
  if (found.videoId && !(await mayWatchVideo(db, user.id, found.videoId))) {
    throw new ApiError(403, 'PLAYBACK_FORBIDDEN', e.tokenExpired);
  }
  const now = new Date();
  const ended = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [session] = await tx
      .select()
      .from(playbackSessions)
      .where(eq(playbackSessions.id, sessionId))
      .limit(1);
    if (!session || session.endedAt) return session?.endReason ?? 'STOPPED';
    // Back after a silence longer than the stale time: it counts again only within the limit.
    if (
      user.role === 'STUDENT' &&
      now.getTime() - session.lastSeenAt.getTime() > PLAYBACK_STALE_MS
    ) {
      const limit = await playbackLimit(tx);
      const live = await tx
        .select({ id: playbackSessions.id })
        .from(playbackSessions)
        .where(
          and(
            openSessions(user.id),
            gt(playbackSessions.lastSeenAt, new Date(now.getTime() - PLAYBACK_STALE_MS)),
          ),
        );
      if (live.filter((row) => row.id !== sessionId).length >= limit) {
        await tx
          .update(playbackSessions)
          .set({ endedAt: now, endReason: 'TAKEN_OVER' })
          .where(eq(playbackSessions.id, sessionId));
        return 'TAKEN_OVER';
      }
    }
    await tx
      .update(playbackSessions)
      .set({ lastSeenAt: now, positionSeconds: Math.floor(positionSeconds) })
      .where(eq(playbackSessions.id, sessionId));
    await tx
      .update(playbackDevices)
      .set({ lastSeenAt: now })
      .where(
        and(eq(playbackDevices.userId, user.id), eq(playbackDevices.deviceId, session.deviceId)),
      );
    return null;
  });
  if (ended) throw endedRefusal(ended);
  const player = sessionPlayer(deps, found);
  return { token: player.token, expiresAt: new Date(player.expiresAt).toISOString() };
}

/** POST /api/playback/{sessionId}/stop: the page closed; idempotent. */
export async function stopPlayback(deps: AppServices, user: AuthUser, sessionId: string) {
  const { db } = deps.database;
  await ownSession(db, user, sessionId);
  await db
    .update(playbackSessions)
    .set({ endedAt: new Date(), endReason: 'STOPPED' })
    .where(and(eq(playbackSessions.id, sessionId), isNull(playbackSessions.endedAt)));
  return null;
}

/** A student's devices, the most recent first (staff). */
export async function studentDevices(db: Reader, studentId: number): Promise<PlaybackDevice[]> {
  const staleBefore = new Date(Date.now() - PLAYBACK_STALE_MS);
  const [devices, live] = await Promise.all([
    db
      .select()
      .from(playbackDevices)
      .where(eq(playbackDevices.userId, studentId))
      .orderBy(desc(playbackDevices.lastSeenAt)),
    db
      .select({ deviceId: playbackSessions.deviceId })
      .from(playbackSessions)
      .where(and(openSessions(studentId), gt(playbackSessions.lastSeenAt, staleBefore))),
  ]);
  const playing = new Set(live.map((row) => row.deviceId));
  return devices.map((device) => ({
    deviceId: device.deviceId,
    label: device.label,
    firstSeenAt: device.firstSeenAt.toISOString(),
    lastSeenAt: device.lastSeenAt.toISOString(),
    playing: playing.has(device.deviceId),
  }));
}

/** Forgets a student's devices and stops their playbacks (their next heartbeat: 409). */
export async function resetDevices(db: Database, studentId: number) {
  return db.transaction(async (tx) => {
    await tx
      .update(playbackSessions)
      .set({ endedAt: new Date(), endReason: 'STOPPED' })
      .where(openSessions(studentId));
    const removed = await tx
      .delete(playbackDevices)
      .where(eq(playbackDevices.userId, studentId))
      .returning({ deviceId: playbackDevices.deviceId });
    return { removed: removed.length };
  });
}
