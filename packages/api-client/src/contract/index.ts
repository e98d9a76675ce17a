// The contract entry: valibot schemas and types only (no ky), imported by apps/api too.
export * from './envelope.ts';
export * from './health.ts';
