import 'server-only';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/0001_core.sql (the SQL files are the source of truth for the database).
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobileNumber: text('mobile_number').notNull().unique(),
  fullName: text('full_name'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
