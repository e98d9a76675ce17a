// The caller's network address, for rate limits. X-Forwarded-For counts only with TRUST_PROXY
// (one reverse proxy in front); otherwise a client could pick its own address. Its LAST entry is
// the one our proxy added (nginx's $proxy_add_x_forwarded_for appends to whatever the client sent,
// so the first entry is the client's to choose).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Env } from '../env.ts';

export function clientAddress(c: Context<AppEnv>) {
  const forwarded = forwardedFor(c.var.deps.env, c.req.header('x-forwarded-for'));
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/** The proxy's entry of X-Forwarded-For when it is believed (TRUST_PROXY), else undefined. */
function forwardedFor(env: Pick<Env, 'TRUST_PROXY'>, header: string | undefined) {
  if (!env.TRUST_PROXY) return undefined;
  return header?.split(',').at(-1)?.trim().slice(0, 64) || undefined;
}
