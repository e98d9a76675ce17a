// The database schema, one module per area; drizzle-kit reads this file (drizzle.config.ts).
export {};
