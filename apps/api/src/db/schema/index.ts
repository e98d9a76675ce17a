// The database schema, one module per area; drizzle-kit reads this file (drizzle.config.ts).
// Add a line here for each new area module.
export * from './users.ts';
