// The caller's network address, for rate limits. X-Forwarded-For counts only with TRUST_PROXY
// (one reverse proxy in front); otherwise a client could pick its own address. Its LAST entry is
// the one our proxy added (nginx's $proxy_add_x_forwarded_for appends to whatever the client sent,
// so the first entry is the client's to choose).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function clientAddress(c: Context<AppEnv>) {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}
