// Stored files (docs/product/roles.md: "served with safe headers"). Images (banners, thumbnails,
// teacher photos) are public and immutable (their key is a random UUID): cached for a year.
// Attachments need a signed URL (signed-url.ts) and are never cached by shared caches. Private
// files (`private/`) are never served here.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../app-env.ts';
import { verifySignedUrl } from '../../lib/signed-url.ts';
import { ApiError, notFound } from '../../lib/errors.ts';

export const fileRoutes = new Hono<AppEnv>().get(
  '/files/*',
  describeRoute({
    tags: ['files'],
    summary: api.docs.summaries.file,
    description:
      'Images (`/api/files/images/...`, WebP) are public and cached for a year. Attachments (`/api/files/attachments/...`, PDF) need the short-lived signed URL (`?expires=&sig=`) a detail response hands out, and download as attachments.',
    responses: {
      200: { description: 'the file' },
      403: { description: 'attachment without a valid signature' },
      404: { description: 'no such file' },
    },
  }),
  async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const key = decodeURIComponent(pathname.replace(/^.*?\/api\/files\//, ''));
    // A private file (a question's photo) and a listening item's audio are served only by their
    // owner's route, after its check.
    if (key.startsWith('private/') || key.startsWith('audio/') || key.startsWith('captions/')) {
      throw notFound(api.files.notFound);
    }
    const isAttachment = key.startsWith('attachments/');
    if (
      isAttachment &&
      !verifySignedUrl(c.var.deps.env, pathname, c.req.query('expires'), c.req.query('sig'))
    ) {
      throw new ApiError(403, 'FORBIDDEN', api.common.signedUrlInvalid);
    }
    const file = await c.var.deps.files.storage.open(key);
    if (!file) throw notFound(api.files.notFound);
    const disposition = file.meta.mime === 'application/pdf' ? 'attachment' : 'inline';
    const fallbackName = file.meta.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return c.body(file.body, 200, {
      'Content-Type': file.meta.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `${disposition}; filename="${fallbackName}"; filename*=UTF-8''${encodeURIComponent(file.meta.name)}`,
      'X-Content-Type-Options': 'nosniff',
      // A stored file never runs as a page of ours, whatever it contains.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': isAttachment ? 'private, no-store' : 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'same-site',
    });
  },
);
