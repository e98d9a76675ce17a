// Seeding on first start (README.md): when the users table is empty, every area seed runs
// in order, in one transaction, sharing a SeedContext (context.ts: the conventions). Area owners add
// their import and call lines below, in this order: videos, lectures, learning, banners, notices,
// reviews, stories.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import type { Env } from '../../env.ts';
import { createFileService, localDiskStorage, type FileService } from '../../lib/files.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { createLogger, type Logger } from '../../lib/logger.ts';
import type { SeedContext } from './context.ts';
import { seedBanners } from './banners.ts';
import { rememberSeededPayments } from '../../lib/payments/local.ts';
import { seedCommerce } from './commerce.ts';
import { seedConsents } from './consents.ts';
import { seedLearning } from './learning.ts';
import { seedLessonMedia } from './lesson-media.ts';
import { seedEnrolments } from './enrolments.ts';
import { seedLectures } from './lectures.ts';
import { seedNotices } from './notices.ts';
import { seedReviews } from './reviews.ts';
import { seedPassStories } from './pass-stories.ts';
import { seedMockExams } from './mock-exams.ts';
import { seedCouponsAndOrders } from './coupons-and-orders.ts';
import { seedOrdersAndRefunds } from './orders-refunds.ts';
import { seedAcademySettings } from './settings.ts';
import { seedPlaybackDevices } from './streaming.ts';
import { seedUsers } from './users.ts';
import { seedVideos } from './videos.ts';

export async function isEmpty(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ count: number }>(
    sql`select count(*)::int as count from users`,
  );
  const rows = (result as unknown as { rows?: { count: number }[] }).rows ?? result;
  return Number((rows as { count: number }[])[0]?.count ?? 0) === 0;
}

/** Seeds an empty database; does nothing (and says so) when users exist. */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
  files: FileService = createFileService(localDiskStorage(path.join(env.DATA_DIR, 'uploads'))),
) {
  if (!(await isEmpty(handle))) return false;
  const started = Date.now();
  logger.info('seeding the empty database with demo content');
  await handle.db.transaction(async (tx) => {
    const base = { db: tx as never, env, dataDir: env.DATA_DIR, files, logger, extra: {} };
    const ctx: SeedContext = { ...base, users: await seedUsers(base) };
    // area seeds, in this order (each: `await seedX(ctx);`)
    await seedConsents(ctx);
    await seedVideos(ctx);
    await seedLectures(ctx);
    await seedEnrolments(ctx);
    await seedLearning(ctx);
    await seedLessonMedia(ctx);
    await seedBanners(ctx);
    await seedNotices(ctx);
    await seedReviews(ctx);
    await seedPassStories(ctx);
    await seedAcademySettings(ctx);
    await seedMockExams(ctx);
    await seedCouponsAndOrders(ctx);
    await seedOrdersAndRefunds(ctx);
    await seedPlaybackDevices(ctx);
    await seedCommerce(ctx);
    await rememberSeededPayments(tx);
    // the seeds write learning records directly: each enrolment's kept progress is counted once
    await keepProgress(tx, { uncounted: true });
  });
  logger.info({ ms: Date.now() - started }, 'seeded');
  return true;
}
