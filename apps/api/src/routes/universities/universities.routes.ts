// The universities staff keep for pass stories (docs/product/learning.md): name, type (national,
// private, medical) and a logo, an uploaded image like the admin's other images. Visitors read the
// list from the content cache ('pass-stories' area, with the stories that name them); TEACHER and
// ADMIN add, edit and remove (not one a story names).
import { count, eq } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  ErrorEnvelope,
  IdParam,
  UNIVERSITY_LOGO_MAX_BYTES,
  UniversityListResponse,
  UniversityResponse,
  UniversityWriteRequest,
} from '@academy/api-client/contract';
import { passStoryMessages as m } from '@academy/strings/reviews';
import type { AppEnv, AppServices } from '../../app-env.ts';
import { passStories, universities } from '../../db/schema/reviews.ts';
import { formBodyLimit } from '../../lib/body-limit.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, changeContent, okBody } from '../../lib/content-cache.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { toUniversity, universityList } from '../pass-stories/pass-stories.queries.ts';

const staff = requireRole('TEACHER', 'ADMIN');

/** describeRoute with the one OpenAPI helper: a 200 JSON answer and the error envelope under `codes`. */
const doc = (summary: string, schema: Parameters<typeof okJson>[0], ...codes: number[]) =>
  describeRoute({ tags: ['universities'], summary, responses: okJson(schema, 'ok', ...codes) });

/** A unique name taken: 409 in Korean. */
async function savingUniversity<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.universityNameTaken);
    throw error;
  }
}

/** A logo bigger than the contract allows is refused before its body is read whole. */
const logoLimit = formBodyLimit(UNIVERSITY_LOGO_MAX_BYTES + 64 * 1024, m.logoTooLarge);

/**
 * Stores the logo like the admin's other images (sniffed by content, bounded, re-encoded to WebP,
 * lib/files.ts) before `write` runs; a write that fails takes its new file with it.
 */
async function withLogo<T>(
  deps: AppServices,
  logoFile: File | undefined,
  write: (logoUrl: string | null) => Promise<T>,
) {
  const logo = logoFile
    ? await deps.files.storeImage(logoFile, {
        maxWidth: 400,
        maxHeight: 400,
        maxBytes: UNIVERSITY_LOGO_MAX_BYTES,
      })
    : null;
  try {
    return await write(logo?.url ?? null);
  } catch (error) {
    if (logo) await deps.files.remove(logo.key).catch(() => {});
    throw error;
  }
}

/** A logo no university names any more leaves the storage (only files we stored). */
async function removeStoredLogo(deps: AppServices, logoUrl: string | null) {
  if (!logoUrl?.startsWith(STORED_IMAGE_PREFIX)) return;
  await deps.files.remove(logoUrl.slice('/api/files/'.length)).catch(() => {});
}
const STORED_IMAGE_PREFIX = '/api/files/images/';

export const universityRoutes = new Hono<AppEnv>()
  .get('/universities', doc('The universities staff keep (public)', UniversityListResponse), (c) =>
    cachedJson(c, 'pass-stories', 'universities', async () =>
      okBody(await universityList(c.var.deps.database.db), m.universities),
    ),
  )
  .post(
    '/admin/universities',
    doc(
      'Add a university (staff): multipart {name, type, logoFile?}',
      UniversityResponse,
      400,
      401,
      403,
      409,
      413,
      415,
    ),
    staff,
    logoLimit,
    validate('form', UniversityWriteRequest),
    async (c) => {
      const { logoFile, ...body } = c.req.valid('form');
      const row = await withLogo(c.var.deps, logoFile, (logoUrl) =>
        savingUniversity(() =>
          changeContent(c.var.deps, 'pass-stories', async (tx) => {
            const [created] = await tx
              .insert(universities)
              .values({ ...body, logoUrl })
              .returning();
            return created!;
          }),
        ),
      );
      return ok(c, toUniversity(row), m.universitySaved, 201);
    },
  )
  .put(
    '/admin/universities/:id',
    doc(
      'Edit a university (staff): multipart {name, type, logoFile?}; no file keeps the logo',
      UniversityResponse,
      400,
      401,
      403,
      404,
      409,
      413,
      415,
    ),
    staff,
    logoLimit,
    validate('param', IdParam),
    validate('form', UniversityWriteRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const { logoFile, ...body } = c.req.valid('form');
      const { row, replaced } = await withLogo(c.var.deps, logoFile, (logoUrl) =>
        savingUniversity(() =>
          changeContent(c.var.deps, 'pass-stories', async (tx) => {
            const [before] = await tx
              .select({ logoUrl: universities.logoUrl })
              .from(universities)
              .where(eq(universities.id, id))
              .for('update');
            if (!before) throw notFound(m.universityNotFound);
            const [updated] = await tx
              .update(universities)
              .set({ ...body, ...(logoUrl ? { logoUrl } : {}) })
              .where(eq(universities.id, id))
              .returning();
            return { row: updated!, replaced: logoUrl ? before.logoUrl : null };
          }),
        ),
      );
      await removeStoredLogo(c.var.deps, replaced);
      return ok(c, toUniversity(row), m.universitySaved);
    },
  )
  .delete(
    '/admin/universities/:id',
    doc('Remove a university no story names (staff)', ErrorEnvelope, 401, 403, 404, 409),
    staff,
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const logoUrl = await changeContent(c.var.deps, 'pass-stories', async (tx) => {
        const [used] = await tx
          .select({ value: count() })
          .from(passStories)
          .where(eq(passStories.universityId, id));
        if (used && used.value > 0) throw conflict(m.universityInUse);
        const [gone] = await tx
          .delete(universities)
          .where(eq(universities.id, id))
          .returning({ logoUrl: universities.logoUrl });
        if (!gone) throw notFound(m.universityNotFound);
        return gone.logoUrl;
      });
      await removeStoredLogo(c.var.deps, logoUrl);
      return ok(c, null, m.universityDeleted);
    },
  );
