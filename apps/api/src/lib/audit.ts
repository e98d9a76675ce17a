// The staff access log (docs/product/security.md: staff access log). Two ways in, one insert:
// - auditStaffWrites(): one middleware before every route. After a staff caller's write succeeds
//   (POST, PUT, PATCH or DELETE answered 2xx or 3xx), it records who, what (the action from the
//   method, the target from the route), when and from where. A route adds the student concerned
//   with noteAudit(). Writes to the caller's own account, their notifications and their own
//   learning are not staff changes and are left out (OWN_ACCOUNT).
// - recordAccess(): called by a staff read that returns one student's personal data (VIEW) and by
//   every export (EXPORT, with its reason) before the data leaves.
// The row is written after the change commits (docs/decisions/050-staff-access-log.md); a failed
// insert is logged as an error, never hidden.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuditNote, AuthUser } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { accessLog, type AccessAction } from '../db/schema/audit.ts';
import { clientAddress } from './client-address.ts';

export interface AccessEntry {
  action: AccessAction;
  targetType: string;
  targetId?: string | number | null;
  studentId?: number | null;
  reason?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Staff writes that are not changes to the academy's data: their own account and learning. */
export const OWN_ACCOUNT =
  /^\/api\/(?:auth\/(?:login|refresh|logout|register|signup)$|me(?:\/|$)|users\/profile$|notifications\/|learning\/settings$|lectures\/(?:watch|grade-quiz|detail)$|videos\/tus\/:id|lessons\/:lessonId[^/]*\/chat\/messages$)/;
/** Trailing words of a route that name an act, not a kind of thing (`/enrolments/bulk`). */
const ACTS = new Set(['bulk', 'undo', 'order', 'images', 'reorder', 'register']);

const isStaff = (user: AuthUser | undefined): user is AuthUser =>
  user?.role === 'TEACHER' || user?.role === 'ADMIN';

/** Records one entry for the caller now (a view or an export), in `db` when given a transaction. */
export async function recordAccess(
  c: Context<AppEnv>,
  entry: AccessEntry,
  db: Pick<Database, 'insert'> = c.var.deps.database.db,
) {
  const user = c.var.user;
  await db.insert(accessLog).values({
    actorId: user.id,
    actorRole: user.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    studentId: entry.studentId ?? null,
    // the route as people read it: `/api/admin/students/:id`, without the parameter's pattern
    route: `${c.req.method} ${c.req.routePath.replace(/\{[^}]*\}/g, '')}`.slice(0, 200),
    reason: entry.reason ?? null,
    address: clientAddress(c).slice(0, 64),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    requestId: c.get('requestId')?.slice(0, 64) ?? null,
  });
}

/** Tells the write's log row what its route alone does not say (the student concerned). */
export function noteAudit(c: Context<AppEnv>, note: AuditNote) {
  c.set('auditNote', { ...c.get('auditNote'), ...note });
}

/**
 * What a route pattern acted on: the word before its last parameter (`/admin/enrolments/:id/end`:
 * enrolments, the id), else its last word that is not an act (`/admin/enrolments/bulk`).
 */
export function targetOf(route: string, params: Record<string, string>) {
  const parts = route.split('/').filter(Boolean);
  const lastParam = parts.findLastIndex((part) => part.startsWith(':'));
  if (lastParam > 0) {
    const name = parts[lastParam]!.slice(1).replace(/\{.*$/, '');
    return { targetType: parts[lastParam - 1]!, targetId: params[name] ?? null };
  }
  const words = parts.filter((part) => !ACTS.has(part));
  return { targetType: words.at(-1) ?? 'api', targetId: null };
}

function actionOf(method: string, route: string): AccessAction {
  if (method === 'DELETE') return 'DELETE';
  if (method === 'POST' && !route.includes('/:')) return 'CREATE';
  return 'UPDATE';
}

/** The one middleware that records every successful staff write (see above). */
export const auditStaffWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method)) return;
    const user = c.get('user');
    if (!isStaff(user) || c.error || c.res.status >= 400) return;
    const route = c.req.routePath;
    if (OWN_ACCOUNT.test(route)) return;
    const note = c.get('auditNote') ?? {};
    const derived = targetOf(route.replace(/^\/api/, ''), c.req.param() as Record<string, string>);
    try {
      await recordAccess(c, {
        action: actionOf(c.req.method, route),
        targetType: note.targetType ?? derived.targetType,
        targetId: note.targetId ?? derived.targetId,
        studentId: note.studentId ?? null,
      });
    } catch (error) {
      c.var.deps.logger.error(
        { err: error instanceof Error ? error.message : String(error), route },
        'access log entry not written',
      );
    }
  });
