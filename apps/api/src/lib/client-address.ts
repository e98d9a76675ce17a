// The caller's network address, for rate limits. X-Forwarded-For counts only with TRUST_PROXY
// (a reverse proxy in front that overwrites it); otherwise a client could pick its own address.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app.ts';

export function clientAddress(c: Context<AppEnv>) {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}
