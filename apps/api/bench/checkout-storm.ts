// The checkout storm for `pnpm bench:api` (docs/performance.md, "Checkout storm"): 200 students
// check out at the same moment with a coupon that has only its last 20 uses left, and each pays
// at once (the local test gateway). A student refused the coupon (used up) orders again without
// it, as one would. On PGlite (one process) and on PostgreSQL (two processes behind a
// round-robin proxy). Prints p50/p99 of the orders and the confirms, then proves from the
// database: the coupon's count never passed its limit, no more redemptions than the uses left,
// and every student enrolled once.
//
// CHECKOUT_STUDENTS (default 200) and CHECKOUT_USES_LEFT (default 20) change the size;
// `pnpm bench:checkout` runs only this.
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { coupons } from '../src/db/schema/commerce.ts';
import { lectures } from '../src/db/schema/lectures.ts';
import { users } from '../src/db/schema/users.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { loadEnv } from '../src/env.ts';
import { signAccessToken } from '../src/lib/auth/access-token.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { createLogger } from '../src/lib/logger.ts';
import { localPaymentKey } from '../src/lib/payments/local.ts';
import { startProxy } from './proxy.ts';
import { databaseTarget, latencies, postgresUrl, startOurs, stormOnBoth } from './servers.ts';
import { benchSecrets } from './watch-bench.ts';

const STUDENTS = Number(process.env.CHECKOUT_STUDENTS ?? 200);
const USES_LEFT = Number(process.env.CHECKOUT_USES_LEFT ?? 20);
const TOTAL_LIMIT = 100;

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

function send(origin: string, target: string, token: string, body: unknown) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; body: string }>((resolve) => {
    const request = httpRequest(
      `${origin}${target}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: text,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(JSON.stringify(body));
  });
}

/** The demo seed, a lecture on sale, the coupon with its last uses, and the students. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const handle = await openDatabase(databaseTarget(dataDir, databaseUrl));
  try {
    await seedIfEmpty(handle, env, createLogger('silent'));
    const { db } = handle;
    const [teacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'TEACHER'))
      .limit(1);
    const [lecture] = await db
      .insert(lectures)
      .values({
        teacherId: teacher!.id,
        title: '벤치 특강',
        price: 50000,
        period: 30,
        status: 'PUBLISHED',
      })
      .returning({ id: lectures.id });
    const [coupon] = await db
      .insert(coupons)
      .values({
        code: 'STORM20',
        name: '선착순 쿠폰',
        kind: 'PERCENT',
        value: 20,
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 86_400_000),
        totalLimit: TOTAL_LIMIT,
        usedCount: TOTAL_LIMIT - USES_LEFT,
      })
      .returning({ id: coupons.id, code: coupons.code });
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          email: `buyer${i}@bench.academy.test`,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
          name: `구매${i}`,
          role: 'STUDENT' as const,
        })),
      )
      .returning({ id: users.id });
    const tokens: string[] = [];
    for (const student of students) {
      const { sessionId } = await startSession(db, student.id);
      tokens.push(
        signAccessToken(benchSecrets.JWT_SECRET, {
          sub: String(student.id),
          role: 'STUDENT',
          sid: sessionId,
        }),
      );
    }
    return { lectureId: lecture!.id, couponId: coupon!.id, code: coupon!.code, tokens };
  } finally {
    await handle.close();
  }
}
type Setup = Awaited<ReturnType<typeof prepare>>;

async function storm(origin: string, setup: Setup) {
  const orders: number[] = [];
  const confirms: number[] = [];
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const items = [{ lectureId: setup.lectureId, kind: 'COURSE' }];
  const started = performance.now();
  await Promise.all(
    setup.tokens.map(async (token) => {
      let order = await send(origin, '/api/orders', token, {
        items,
        couponCode: setup.code,
        method: 'CARD',
      });
      orders.push(order.ms);
      count(`order+coupon ${order.status}`);
      if (order.status === 409) {
        order = await send(origin, '/api/orders', token, { items, method: 'CARD' });
        orders.push(order.ms);
        count(`order ${order.status}`);
      }
      if (order.status !== 201) return;
      const { orderNo, total } = (
        JSON.parse(order.body) as { data: { orderNo: string; total: number } }
      ).data;
      const paid = await send(origin, `/api/orders/${orderNo}/confirm`, token, {
        paymentKey: localPaymentKey('card'),
        amount: total,
      });
      confirms.push(paid.ms);
      count(`confirm ${paid.status}`);
    }),
  );
  return { orders, confirms, statuses, seconds: (performance.now() - started) / 1000 };
}

async function check(dataDir: string, databaseUrl: string | undefined, setup: Setup) {
  const handle = await openDatabase(databaseTarget(dataDir, databaseUrl));
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [coupon] = await rows<{ used: number; limit: number }>(
      sql`select used_count as used, total_limit as "limit" from coupons where id = ${setup.couponId}`,
    );
    const [redeemed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${setup.couponId} and released_at is null`,
    );
    const [enrolled] = await rows<{ rows: number; students: number; paid: number }>(sql`
      select (select count(*)::int from enrolments where lecture_id = ${setup.lectureId}) as rows,
        (select count(distinct user_id)::int from enrolments where lecture_id = ${setup.lectureId}) as students,
        (select count(*)::int from orders o where o.status = 'PAID' and exists (select 1 from order_lines l where l.order_id = o.id and l.lecture_id = ${setup.lectureId})) as paid`);
    console.log(
      `  coupon: used_count ${coupon!.used} of limit ${coupon!.limit} (${USES_LEFT} were left), ${redeemed!.n} redemptions by this storm`,
    );
    console.log(
      `  enrolments: ${enrolled!.rows} rows for ${enrolled!.students} students; ${enrolled!.paid} paid orders`,
    );
    const ok =
      coupon!.used <= coupon!.limit &&
      redeemed!.n <= USES_LEFT &&
      enrolled!.rows === enrolled!.students &&
      enrolled!.paid === enrolled!.students &&
      enrolled!.students === STUDENTS;
    console.log(
      `  ${ok ? 'OK: coupon within its limit, every student enrolled once' : 'FAILED: see the counts above'}`,
    );
    return ok;
  } finally {
    await handle.close();
  }
}

async function stormOn(label: string, processes: 1 | 2, databaseUrl?: string) {
  console.log(
    `\n=== checkout storm, ${label}: ${STUDENTS} students at once, the coupon's last ${USES_LEFT} uses, each pays at once ===`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-checkout-storm-'));
  try {
    const setup = await prepare(dataDir, databaseUrl);
    const env = { ...benchSecrets, PAYMENT_PROVIDER: 'local' };
    const servers = [await startOurs(databaseUrl, { dataDir, env })];
    if (processes === 2) servers.push(await startOurs(databaseUrl, { dataDir, env }));
    const proxy = processes === 2 ? await startProxy(servers.map((server) => server.origin)) : null;
    let run: Awaited<ReturnType<typeof storm>>;
    try {
      run = await storm(proxy?.origin ?? servers[0]!.origin, setup);
    } finally {
      await proxy?.close();
      await Promise.all(servers.map((server) => server.close({ keepData: true })));
    }
    console.log(`  orders:   ${latencies(run.orders)}`);
    console.log(`  confirms: ${latencies(run.confirms)}`);
    console.log(
      `  all done in ${run.seconds.toFixed(1)} s; ${[...run.statuses].map(([key, n]) => `${key} ×${n}`).join(', ')}`,
    );
    return await check(dataDir, databaseUrl, setup);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PGlite unless `pglite` is false, and PostgreSQL (two processes) when `serverUrl` is given. */
export const checkoutStormBench = (serverUrl: string | null, pglite = true) =>
  stormOnBoth(stormOn, serverUrl, pglite);

// `pnpm bench:checkout`: this figure alone (BENCH_PGLITE_ONLY=1 or BENCH_POSTGRES_ONLY=1 narrow it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serverUrl = process.env.BENCH_PGLITE_ONLY ? null : await postgresUrl();
  await checkoutStormBench(serverUrl, !process.env.BENCH_POSTGRES_ONLY);
}
