// The contract entry: valibot schemas and types only (no ky), imported by apps/api too.
export * from './envelope.ts';
export * from './health.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './teachers.ts';
export * from './banners.ts';
export * from './notices.ts';
export * from './reviews.ts';
export * from './videos.ts';
export * from './lectures.ts';
export * from './classroom.ts';
export * from './questions.ts';
export * from './assignments.ts';
export * from './live.ts';
export * from './learning.ts';
export * from './authoring.ts';
