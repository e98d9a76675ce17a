// The database schema, one module per area; drizzle-kit reads this file (drizzle.config.ts).
// Add a line here for each new area module.
export * from './users.ts';
export * from './auth.ts';
export * from './banners.ts';
export * from './notices.ts';
export * from './reviews.ts';
export * from './videos.ts';
export * from './lectures.ts';
export * from './learning.ts';
export * from './live.ts';
export * from './progress.ts';
export * from './operations.ts';
export * from './accounts.ts';
export * from './settings.ts';
export * from './audit.ts';
export * from './privacy.ts';
export * from './messaging.ts';
export * from './guardians.ts';
export * from './reports.ts';
export * from './account-tokens.ts';
export * from './message-preferences.ts';
export * from './guardian-invitations.ts';
export * from './mock-exams.ts';
export * from './commerce.ts';
export * from './streaming.ts';
export * from './lesson-media.ts';
