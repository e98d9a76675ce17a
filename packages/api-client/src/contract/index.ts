// The contract entry: valibot schemas and types only (no ky), imported by apps/api too.
export * from './envelope.ts';
export * from './health.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './teachers.ts';
