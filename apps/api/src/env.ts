// Validated configuration: the only reader of process.env in the API (epic-stack).
// It fails fast with a readable list of every problem.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as v from 'valibot';
import { REPO_ROOT } from './paths.ts';

export { REPO_ROOT };

const Origin = v.pipe(
  v.string(),
  v.url('must be an absolute URL such as http://localhost:3000'),
  v.transform((value) => new URL(value).origin),
);
const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0']), 'true'),
  v.transform((value) => value === 'true' || value === '1'),
);

const Milliseconds = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('must be a whole number of milliseconds'),
  v.minValue(0),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  SITE_URL: v.optional(Origin, 'http://localhost:3000'),
  CLASSROOM_URL: v.optional(Origin, 'http://localhost:3001'),
  ADMIN_URL: v.optional(Origin, 'http://localhost:3002'),
  STORYBOOK_URL: v.optional(Origin, 'http://localhost:3006'),
  /** false: serve only the API (pnpm dev, where Vite serves the apps) on API_PORT. */
  SERVE_APPS: Flag,
  API_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '3100'),
  /** One port for every app, picked by the Host header (several processes behind a proxy). */
  PORT: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('must be a port number'), v.minValue(1)),
  ),
  /**
   * The address the ports listen on: loopback by default; `0.0.0.0` (or `::`) where the proxy is on
   * another machine or container, with the port closed to everyone else.
   */
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), path.join(REPO_ROOT, '.data')),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  COOKIE_DOMAIN: v.optional(v.string()),
  /** Secrets: required in production; generated once into DATA_DIR/secrets.json for other runs. */
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  DATA_ENCRYPTION_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')),
  ),
  VIDEO_HOST: v.optional(v.picklist(['local', 'vimeo']), 'local'),
  VIMEO_ACCESS_TOKEN: v.optional(v.string()),
  /**
   * The ffmpeg that packages uploads as HLS (docs/decisions/059-hls-streaming.md): `auto` (the
   * binary of the npm package @ffmpeg-installer/ffmpeg, else the system's), `none` (videos play as
   * their MP4), or a path.
   */
  FFMPEG_PATH: v.optional(v.pipe(v.string(), v.minLength(1)), 'auto'),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  /** Seed an empty database with the demo accounts and content: default on, off in production. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false', '1', '0'])),
  /** The first admin, created at start when no admin exists yet (or use `pnpm admin:create`). */
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(8, 'must be at least 8 characters'),
      v.maxLength(128, 'must be at most 128 characters'),
    ),
  ),
  ADMIN_NAME: v.optional(v.pipe(v.string(), v.maxLength(50, 'must be at most 50 characters'))),
  /** Trust X-Forwarded-For from a reverse proxy in front of the API (nginx). */
  TRUST_PROXY: v.optional(Flag, 'false'),
  /**
   * SIGTERM: how long the process keeps accepting connections after /api/ready starts failing,
   * so a balancer that polls readiness stops sending first (docs/operations.md). Default 5000 in
   * production, 0 otherwise.
   */
  SHUTDOWN_GRACE_MS: v.optional(Milliseconds),
  /** After the grace: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: v.optional(Milliseconds, '20000'),
  /**
   * A bearer token for GET /api/metrics from beyond this machine; without it only loopback
   * callers (a Prometheus agent on the same host) are answered.
   */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /**
   * Email (docs/product/messaging.md): the SMTP server the outbox sends through. Without it
   * nothing is sent: messages are kept (state HELD) for staff to read in the admin.
   */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  ),
  /** The From of every email. */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'academy <no-reply@localhost>'),
  /** 알림톡 and SMS: `local` keeps them (state HELD), `solapi` sends them through SOLAPI. */
  MESSAGING_PROVIDER: v.optional(v.picklist(['local', 'solapi']), 'local'),
  SOLAPI_API_KEY: v.optional(v.string()),
  SOLAPI_API_SECRET: v.optional(v.string()),
  /** The sending number registered at SOLAPI (digits). */
  SOLAPI_SENDER: v.optional(v.pipe(v.string(), v.regex(/^[0-9-]+$/, 'must be a phone number'))),
  /** The KakaoTalk channel's id (pfId) 알림톡 goes out from. */
  KAKAO_PFID: v.optional(v.string()),
  /**
   * How long a phone message repeating a notification waits for the person to read it on the
   * site first (docs/product/messaging.md); end-to-end journeys shorten it.
   */
  AWAY_MESSAGE_DELAY_MS: v.optional(Milliseconds, '180000'),
  /** SOLAPI's address (tests point it at a server of their own). */
  SOLAPI_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.solapi.com'),
  /**
   * Payments (docs/product/commerce.md): `local` is the labelled test checkout of `npm start` (no
   * money moves), `toss` goes through Toss Payments with the two keys.
   */
  PAYMENT_PROVIDER: v.optional(v.picklist(['local', 'toss']), 'local'),
  TOSS_CLIENT_KEY: v.optional(v.string()),
  TOSS_SECRET_KEY: v.optional(v.string()),
  /** Toss Payments' API address (tests point it at a server of their own). */
  TOSS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.tosspayments.com'),
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SEED_DEMO' | 'SHUTDOWN_GRACE_MS'> & {
  JWT_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
  SEED_DEMO: boolean;
  SHUTDOWN_GRACE_MS: number;
};

/** A configuration the process cannot run with: its message lists every problem, for a person. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.output;
  if (env.VIDEO_HOST === 'vimeo' && !env.VIMEO_ACCESS_TOKEN) {
    throw new ConfigurationError(
      'Invalid configuration:\n  VIMEO_ACCESS_TOKEN: required when VIDEO_HOST=vimeo',
    );
  }
  if (env.MESSAGING_PROVIDER === 'solapi') {
    const missing = (
      ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'KAKAO_PFID'] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigurationError(
        `Invalid configuration:\n${missing
          .map((name) => `  ${name}: required when MESSAGING_PROVIDER=solapi`)
          .join('\n')}`,
      );
    }
  }
  if (env.PAYMENT_PROVIDER === 'toss') {
    const missing = (['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigurationError(
        `Invalid configuration:\n${missing
          .map((name) => `  ${name}: required when PAYMENT_PROVIDER=toss`)
          .join('\n')}`,
      );
    }
  }
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new ConfigurationError(
      'Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL',
    );
  }
  if (env.NODE_ENV === 'production') {
    // A deployment never runs on secrets it made up itself
    // (docs/decisions/014-production-start.md): they would differ between processes and vanish with
    // the volume. `npm start` (a local run) passes its own.
    const missing = (['JWT_SECRET', 'DATA_ENCRYPTION_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigurationError(
        `Invalid configuration:\n${missing
          .map(
            (name) =>
              `  ${name}: required when NODE_ENV=production (see the README's deploy section)`,
          )
          .join('\n')}`,
      );
    }
  }
  const secrets =
    env.JWT_SECRET && env.DATA_ENCRYPTION_KEY ? undefined : localSecrets(env.DATA_DIR);
  return {
    ...env,
    SEED_DEMO:
      env.SEED_DEMO === undefined
        ? env.NODE_ENV !== 'production'
        : env.SEED_DEMO === 'true' || env.SEED_DEMO === '1',
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    JWT_SECRET: env.JWT_SECRET ?? secrets!.jwtSecret,
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? secrets!.dataEncryptionKey,
  };
}

/**
 * Secrets for a machine without configuration, kept beside its data so restarts keep sessions
 * (scripts/start.mjs writes and reads the same file for `npm start`).
 */
function localSecrets(dataDir: string) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as {
      jwtSecret: string;
      dataEncryptionKey: string;
    };
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    dataEncryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The three app origins, keyed by app. */
export function appOrigins(env: Env) {
  return { site: env.SITE_URL, classroom: env.CLASSROOM_URL, admin: env.ADMIN_URL } as const;
}

/** Whether `host` is reachable from this machine only. */
export function isLoopback(host: string) {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
