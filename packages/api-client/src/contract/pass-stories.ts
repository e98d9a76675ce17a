// Pass stories (합격후기, docs/product/learning.md): a student submits a story about the university
// they entered (from the list staff keep); an admin approves or declines it; approved stories are
// public and featured ones feed the home page's graduates carousel.
import * as v from 'valibot';
import { passStoryMessages as m, reviewMessages } from '@academy/strings/reviews';
import { IdField, IsoDateTime, pageQuery, strictMessage } from './common.ts';
import { EjuSittingRequest } from './accounts.ts';
import { envelope } from './envelope.ts';
import { AdmitScores } from './score-tracker.ts';
import { UNIVERSITY_TYPES, type UniversityType } from './values.ts';

export { UNIVERSITY_TYPES, type UniversityType } from './values.ts';
export const PASS_STORY_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type PassStoryStatus = (typeof PASS_STORY_STATUSES)[number];
export const PASS_STORY_ANSWER_MAX = 2000;
export const PASS_STORY_MAJOR_MAX = 100;
export const UNIVERSITY_NAME_MAX = 100;
/** the earliest admission year a story may name; the latest is next year */
export const PASS_STORY_YEAR_MIN = 2000;
export const passStoryYearMax = (now = new Date()) => now.getUTCFullYear() + 1;
export const FEATURED_PASS_STORIES_MAX = 12;

export const University = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(UNIVERSITY_TYPES),
  logoUrl: v.nullable(v.string()),
});
export type University = v.InferOutput<typeof University>;
export const UniversityListResponse = envelope(v.array(University));
export const UniversityResponse = envelope(University);

/** The largest logo accepted before decoding; it is re-encoded to WebP within 400 x 400. */
export const UNIVERSITY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/admin/universities and PUT /api/admin/universities/{id}, multipart/form-data
 * {name, type, logoFile?}. The logo is an uploaded image like the admin's other images (sniffed
 * by content, bounded, re-encoded): without one a new university has none and an edited one keeps
 * its own. A multipart form leaves an empty file input out or sends it empty: both mean none.
 */
export const UniversityWriteRequest = v.strictObject(
  {
    name: v.pipe(
      v.optional(v.string(m.universityNameRequired), ''),
      v.trim(),
      v.nonEmpty(m.universityNameRequired),
      v.maxLength(
        UNIVERSITY_NAME_MAX,
        reviewMessages.tooLong(m.universityNameLabel, UNIVERSITY_NAME_MAX),
      ),
    ),
    type: v.picklist(UNIVERSITY_TYPES, m.universityTypeInvalid),
    logoFile: v.optional(
      v.pipe(
        v.union([v.file(), v.string()], m.logoInvalid),
        // text is only the empty value of a file input (an address is not a logo)
        v.check((file) => typeof file !== 'string' || file === '', m.logoInvalid),
        v.check(
          (file) => typeof file === 'string' || file.size <= UNIVERSITY_LOGO_MAX_BYTES,
          m.logoTooLarge,
        ),
        v.transform((file) => (file instanceof File && file.size > 0 ? file : undefined)),
      ),
    ),
  },
  strictMessage,
);
export type UniversityWriteRequest = v.InferOutput<typeof UniversityWriteRequest>;
/** What the admin's form sends (the endpoint builds the multipart body). */
export type UniversityWriteInput = { name: string; type: UniversityType; logoFile?: File | null };

/** A public story: the author's name masked (김*준). */
export const Story = v.object({
  id: v.number(),
  authorName: v.string(),
  university: University,
  major: v.string(),
  year: v.number(),
  reason: v.string(),
  method: v.string(),
  advice: v.string(),
  createdAt: IsoDateTime,
});
export type Story = v.InferOutput<typeof Story>;

/** The author's and the staff's view: status and flags. */
export const PassStoryWithStatus = v.object({
  ...Story.entries,
  status: v.picklist(PASS_STORY_STATUSES),
  featured: v.boolean(),
});
export type PassStoryWithStatus = v.InferOutput<typeof PassStoryWithStatus>;
export const PassStoryResponse = envelope(PassStoryWithStatus);
export const MyPassStoriesResponse = envelope(v.array(PassStoryWithStatus));

export const PassStoryListQuery = v.object({
  ...pageQuery(12).entries,
  type: v.optional(v.picklist(UNIVERSITY_TYPES, m.universityTypeInvalid)),
  year: v.optional(
    v.pipe(
      v.string(m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax())),
      v.regex(/^\d{4}$/, m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax())),
      v.transform(Number),
    ),
  ),
});
export type PassStoryListQuery = v.InferInput<typeof PassStoryListQuery>;
export const PassStoryList = v.object({
  stories: v.array(Story),
  totalCount: v.number(),
  /** the years approved stories name, newest first (the filter's choices) */
  years: v.array(v.number()),
});
export type PassStoryList = v.InferOutput<typeof PassStoryList>;
export const PassStoryListResponse = envelope(PassStoryList);
export const FeaturedPassStoriesResponse = envelope(v.array(Story));

const answer = (required: string, label: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(PASS_STORY_ANSWER_MAX, reviewMessages.tooLong(label, PASS_STORY_ANSWER_MAX)),
  );

/** POST /api/pass-stories */
export const PassStoryCreateRequest = v.strictObject(
  {
    universityId: IdField(m.universityRequired),
    major: v.pipe(
      v.optional(v.string(m.majorRequired), ''),
      v.trim(),
      v.nonEmpty(m.majorRequired),
      v.maxLength(PASS_STORY_MAJOR_MAX, reviewMessages.tooLong(m.majorLabel, PASS_STORY_MAJOR_MAX)),
    ),
    year: v.pipe(
      v.number(m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax())),
      v.integer(m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax())),
      v.minValue(PASS_STORY_YEAR_MIN, m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax())),
      v.check(
        (year) => year <= passStoryYearMax(),
        m.yearInvalid(PASS_STORY_YEAR_MIN, passStoryYearMax()),
      ),
    ),
    reason: answer(m.reasonRequired, m.reasonLabel),
    method: answer(m.methodRequired, m.methodLabel),
    advice: answer(m.adviceRequired, m.adviceLabel),
    /**
     * The admit's official EJU sitting, optional, under the rules of a sitting on my page (each
     * subject on its scale, 理科 or 総合科目): admins read it; elsewhere it counts only in a
     * university's range of 5 admits or more (docs/product/mock-exams.md: Score tracker).
     */
    scores: v.nullish(EjuSittingRequest),
  },
  strictMessage,
);
export type PassStoryCreateRequest = v.InferOutput<typeof PassStoryCreateRequest>;
export type PassStoryCreateInput = v.InferInput<typeof PassStoryCreateRequest>;

/** PATCH /api/admin/pass-stories/{id}: approve or decline, feature (approved ones only). */
export const PassStoryModerationRequest = v.strictObject(
  {
    status: v.optional(v.picklist(['APPROVED', 'DECLINED'] as const, m.statusInvalid)),
    featured: v.optional(v.boolean()),
  },
  strictMessage,
);
export type PassStoryModerationRequest = v.InferOutput<typeof PassStoryModerationRequest>;

export const AdminPassStoryListQuery = v.object({
  ...pageQuery(20).entries,
  status: v.optional(v.picklist(['ALL', ...PASS_STORY_STATUSES] as const), 'ALL'),
});
export type AdminPassStoryListQuery = v.InferInput<typeof AdminPassStoryListQuery>;
export const AdminPassStoryList = v.object({
  stories: v.array(
    v.object({
      ...PassStoryWithStatus.entries,
      realName: v.string(),
      /** the admit's EJU sitting, when they gave it (admins only) */
      scores: v.optional(v.nullable(AdmitScores)),
    }),
  ),
  totalCount: v.number(),
});
export type AdminPassStoryList = v.InferOutput<typeof AdminPassStoryList>;
export const AdminPassStoryListResponse = envelope(AdminPassStoryList);
