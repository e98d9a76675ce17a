// The types every route and middleware shares: what createApp() is given (AppDeps), what handlers
// read from c.var (AppEnv) and a transaction handle (Tx). They live apart from app.ts, which
// imports every route, so no route imports app.ts back (no import cycle).
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Role } from './db/schema/users.ts';
import type { Env } from './env.ts';
import type { FileService } from './lib/files.ts';
import type { Logger } from './lib/logger.ts';
import type { Lifecycle } from './lib/readiness.ts';
import type { Metrics } from './lib/metrics.ts';
import type { PaymentGateway } from './lib/payments/gateway.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Uploaded files; defaults to the local disk under DATA_DIR/uploads. */
  files?: FileService;
  /** The process's state as the server knows it (stopping, its DATA_DIR marker): readiness. */
  lifecycle?: Lifecycle;
  /** The process's Prometheus registry (server.ts); without it nothing is counted (tests). */
  metrics?: Metrics;
  /** The payment gateway; defaults to the one PAYMENT_PROVIDER names (lib/payments/from-env.ts). */
  payments?: PaymentGateway;
}

/** What handlers read from c.var.deps: the deps with their defaults filled in. */
export type AppServices = AppDeps & {
  files: FileService;
  lifecycle: Lifecycle;
  payments: PaymentGateway;
};

/** The signed-in caller, set by requireAuth()/optionalAuth() (lib/auth/middleware.ts). */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** the session (refresh-token family) of this access token */
  sid: string;
}

/** What a staff write tells the access log beyond its route (lib/audit.ts: noteAudit). */
export interface AuditNote {
  /** the student whose data the write concerned */
  studentId?: number | null;
  targetType?: string;
  targetId?: string | number | null;
}

export type AppEnv = {
  Variables: { deps: AppServices; requestId: string; user: AuthUser; auditNote?: AuditNote };
};

/** The handle a `db.transaction()` callback receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
