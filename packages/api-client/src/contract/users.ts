// The signed-in user's profile (docs/product/api.md: User), as GET /api/users/info answers it.
import * as v from 'valibot';
import { envelope } from './envelope.ts';

/**
 * The API sends upper case; clients compare case-insensitively (docs/product/api.md,
 * docs/product/roles.md).
 */
export const Role = v.picklist(['STUDENT', 'TEACHER', 'ADMIN', 'PARENT']);
export type Role = v.InferOutput<typeof Role>;

export const GoalUniversity = v.object({ school: v.string(), major: v.string() });
export type GoalUniversity = v.InferOutput<typeof GoalUniversity>;

export const EjuScores = v.object({
  listening: v.number(),
  reading: v.number(),
  totalListenRead: v.number(),
  science: v.number(),
  subject1: v.nullish(v.string()),
  score1: v.nullish(v.number()),
  subject2: v.nullish(v.string()),
  score2: v.nullish(v.number()),
});
export type EjuScores = v.InferOutput<typeof EjuScores>;

/**
 * Exactly the User fields (docs/product/api.md). Teachers and admins have no student profile
 * (nulls).
 */
export const User = v.object({
  id: v.number(),
  /** the login id: the email */
  userId: v.string(),
  name: v.string(),
  role: Role,
  studentContact: v.nullable(v.string()),
  parentContact: v.nullable(v.string()),
  address: v.nullable(v.string()),
  majorType: v.nullable(v.string()),
  goalUniversities: v.array(GoalUniversity),
  studyYears: v.nullable(v.number()),
  ejuScores: v.nullable(EjuScores),
  /** a URL of the photo (teachers), or null */
  image: v.nullable(v.string()),
  note: v.nullable(v.string()),
  /** whether the email is verified (absent from servers that do not verify: read as verified) */
  emailVerified: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof User>;
export const UserResponse = envelope(User);

/** DELETE /api/users/profile answers data: null. */
export const WithdrawResponse = envelope(v.null());
