/**
 * The database schema. drizzle-kit generates SQL migrations from it into server/db/migrations
 * (`npm run db:generate`); triggers, extensions and functions go in custom SQL migrations there.
 */
export {};
