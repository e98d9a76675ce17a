// What every area seed receives (README.md: "a start on an empty database seeds demo content").
// Convention: each area module exports `async function seedX(ctx: SeedContext)` and index.ts calls
// them in order: seed/users.ts#seedUsers, videos.ts#seedVideos, lectures.ts#seedLectures,
// learning.ts#seedLearning, banners.ts#seedBanners, notices.ts#seedNotices, reviews.ts#seedReviews.
// ctx.db is the seeding transaction: use only it (a second handle would wait on PGlite's one
// connection for ever). Put what later seeds need into the context.
import type { Database } from '../client.ts';
import type { Env } from '../../env.ts';
import type { FileService } from '../../lib/files.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Role } from '../schema/users.ts';

export interface SeedUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** the photo's URL (teachers) */
  image?: string | null;
  /** what a teacher teaches (users.teaching_subjects): each teaches lectures of their subject */
  subjects?: string[];
}

export interface SeedContext {
  db: Database;
  env: Env;
  /** DATA_DIR: uploads live in DATA_DIR/uploads, local videos wherever the video host keeps them */
  dataDir: string;
  /** stores generated images and attachments like an upload would (files.ts) */
  files: FileService;
  logger: Logger;
  users: {
    /** the demo accounts in README.md */
    student: SeedUser;
    teacher: SeedUser;
    admin: SeedUser;
    /** the demo student's guardian (PARENT) */
    parent: SeedUser;
    /** every student, the demo student first */
    students: SeedUser[];
    /** every teacher, the demo teacher first */
    teachers: SeedUser[];
  };
  /** set by seedVideos: the id of the small playable sample video */
  sampleVideoId?: string;
  /** set by seedLectures for the seeds after it (learning, reviews) */
  lectures?: { id: number; title: string; teacherId: number; subject?: string }[];
  /** free room for other hand-overs between area seeds */
  extra: Record<string, unknown>;
}

/** The context before the users exist (seedUsers fills `users`). */
export type SeedBase = Omit<SeedContext, 'users'>;
