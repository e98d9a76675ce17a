// The lesson chat's figures (docs/decisions/016-live-channel.md), run by `pnpm bench:api` after the
// HTTP routes: 500 WebSocket clients in 50 rooms (10 each), 20 messages per second posted over HTTP
// by people in those rooms; delivery latency from the start of the post to each client's receipt
// (p50, p99), deliveries missing or doubled, and the server's memory per connection (RSS
// growth from before the clients connected, divided by their number).
//
// Two processes on PostgreSQL behind a round-robin proxy (bench/proxy.ts, as nginx in
// production): the clients' sockets and the posts alternate between them, so half of every room
// hears each message through the other process's LISTEN; the latency includes the proxy's hop on
// both sides. Memory per connection counts the API processes only, not the proxy.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

export const CHAT = {
  clients: Number(process.env.BENCH_CHAT_CLIENTS ?? 500),
  rooms: 50,
  rate: 20,
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 20),
  /** people: each client is one of them; 10 clients of a room are 10 different people */
  users: 50,
};

export interface ChatTarget {
  origins: string[];
  pids: number[];
  jwtSecret: string;
  adminLogin: { username: string; password: string };
}

const rssKb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

async function api<T>(
  origin: string,
  path: string,
  init: RequestInit & { token?: string; from?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  // Each bench student speaks from its own address (the server trusts X-Forwarded-For here), so
  // the per-address sign-up and login limits do not stop the setup.
  if (init.from) headers['X-Forwarded-For'] = init.from;
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.data;
}

/** 50 lessons (made by the admin through the API) and 50 students with tokens. */
async function prepare(target: ChatTarget) {
  const origin = target.origins[0]!;
  const { token: adminToken } = await api<{ token: string }>(origin, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify(target.adminLogin),
  });
  const teachers = await api<{ lectures: { lectureId: number }[] }[]>(
    origin,
    '/api/lectures/list',
    { token: adminToken },
  );
  const lectureId = teachers.flatMap((t) => t.lectures)[0]!.lectureId;
  const lecture = await api<{ chapters: { chapterId: number }[] }>(
    origin,
    `/api/lectures/${lectureId}`,
    { token: adminToken },
  );
  const chapterId = lecture.chapters[0]!.chapterId;
  const lessons: number[] = [];
  for (let i = 0; i < CHAT.rooms; i += 1) {
    const created = await api<{ id: number }>(origin, '/api/admin/lectures/details', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        lectureChapterId: chapterId,
        title: `채팅 벤치 ${i}`,
        type: 'LIVE',
        detailOrder: 100 + i,
      }),
    });
    lessons.push(created.id);
  }
  const tokens: string[] = [];
  const emails: string[] = [];
  const stamp = Date.now().toString(36);
  // A sign-up agrees to the current version of each document (docs/product/privacy.md).
  const documents = await api<{ kind: string; version: number }[]>(
    origin,
    '/api/consent-documents',
  );
  const consents = documents.map(({ kind, version }) => ({ kind, version, granted: true }));
  for (let i = 0; i < CHAT.users; i += 1) {
    const from = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const email = `chat${i}-${stamp}@bench.academy.test`;
    await api<{ id: number }>(origin, '/api/auth/register', {
      method: 'POST',
      from,
      body: JSON.stringify({
        userId: email,
        password: 'password1234',
        name: `벤치학생${i}`,
        studentContact: '010-1234-5678',
        parentContact: '010-8765-4321',
        address: '서울특별시 강남구 테헤란로 1 101호',
        goalUniversities: [{ school: '도쿄대학', major: '이과 1류' }],
        studyYears: 1,
        majorType: '이과',
        ejuScores: { listening: 40, reading: 45, totalListenRead: 85, science: 90 },
        consents,
      }),
    });
    // A real session: access tokens name one.
    const { token } = await api<{ token: string }>(origin, '/api/auth/login', {
      method: 'POST',
      from,
      body: JSON.stringify({ username: email, password: 'password1234' }),
    });
    tokens.push(token);
    emails.push(email);
  }
  // Only enrolled students read and post in a lesson's room (docs/product/learning.md: signing up
  // enrols in nothing).
  await api(origin, '/api/admin/enrolments/bulk', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ lectureId, emails: emails.join('\n') }),
  });
  return { lessons, tokens };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;

export async function chatBench(label: string, target: ChatTarget) {
  const { lessons, tokens } = await prepare(target);
  const wsOf = (origin: string) => origin.replace(/^http/, 'ws') + '/api/live';
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = target.pids.reduce((sum, pid) => sum + rssKb(pid), 0);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const received = new Map<string, number>(); // tag -> deliveries
  const sockets: WebSocket[] = [];
  const clientOf = (c: number) => ({
    room: lessons[Math.floor(c / (CHAT.clients / CHAT.rooms))]!,
    token: tokens[c % CHAT.users]!,
    origin: target.origins[c % target.origins.length]!,
  });
  // Connect in batches (a real crowd does not arrive in the same millisecond either).
  for (let start = 0; start < CHAT.clients; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, CHAT.clients - start) }, (_, i) => {
        const { room, token, origin } = clientOf(start + i);
        return new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(wsOf(origin), {
            headers: { Authorization: `Bearer ${token}` },
          });
          sockets.push(socket);
          socket.on('error', reject);
          socket.on('open', () => socket.send(JSON.stringify({ type: 'join', lessonId: room })));
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data)) as {
              type: string;
              message?: { content: string };
            };
            if (frame.type === 'joined') resolve();
            if (frame.type !== 'message') return;
            const tag = frame.message!.content;
            const started = sentAt.get(tag);
            if (started === undefined) return;
            latencies.push(performance.now() - started);
            received.set(tag, (received.get(tag) ?? 0) + 1);
          });
        });
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfter = target.pids.reduce((sum, pid) => sum + rssKb(pid), 0);

  // Posts at a fixed rate; each by one of the room's own people, alternating processes.
  const total = CHAT.rate * CHAT.seconds;
  let failed = 0;
  const posts: Promise<void>[] = [];
  const began = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = began + (n * 1000) / CHAT.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const roomIndex = n % CHAT.rooms;
    // the poster: one of the room's ten people, chosen so that each person posts once in every
    // 50 posts (2.5 s), well under the per-user limit of 10 per 10 s
    const k = (Math.floor(roomIndex / 5) + Math.floor(n / CHAT.rooms)) % 10;
    const client = roomIndex * (CHAT.clients / CHAT.rooms) + k;
    const { room, token, origin } = clientOf(client);
    const tag = `bench ${n}`;
    sentAt.set(tag, performance.now());
    posts.push(
      api(
        target.origins[n % target.origins.length] ?? origin,
        `/api/lessons/${room}/chat/messages`,
        {
          method: 'POST',
          token,
          body: JSON.stringify({ content: tag }),
        },
      ).then(
        () => {},
        () => {
          failed += 1;
          sentAt.delete(tag);
        },
      ),
    );
  }
  await Promise.all(posts);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const socket of sockets) socket.terminate();

  const perRoom = CHAT.clients / CHAT.rooms;
  const expected = (total - failed) * perRoom;
  let doubled = 0;
  for (const count of received.values()) if (count > perRoom) doubled += count - perRoom;
  const sorted = latencies.sort((a, b) => a - b);
  const perConnectionKb = (rssAfter - rssBefore) / CHAT.clients;
  console.log(
    `chat (${label}): ${CHAT.clients} clients in ${CHAT.rooms} rooms, ${CHAT.rate} msg/s for ${CHAT.seconds} s: ` +
      `delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms; delivered ${latencies.length}/${expected}, ` +
      `doubled ${doubled}, failed posts ${failed}; memory ${perConnectionKb.toFixed(1)} KB per connection ` +
      `(RSS ${Math.round(rssBefore / 1024)} -> ${Math.round(rssAfter / 1024)} MB)`,
  );
}
