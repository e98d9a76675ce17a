import pino from 'pino';

/** Structured logs; credentials never reach them (design 3, ASVS 7.1). */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'refreshToken',
        '*.refreshToken',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
export type Logger = ReturnType<typeof createLogger>;
