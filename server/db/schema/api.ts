import 'server-only';
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './billing';
import { users } from './core';

// Mirrors server/db/migrations/0010_api.sql (the SQL file is the source of truth).
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(60),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const apiUsage = pgTable(
  'api_usage',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
    failedCalls: integer('failed_calls').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    batchRows: integer('batch_rows').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.day] })],
);

export type BatchJobStatus = 'queued' | 'running' | 'done' | 'failed';

export const batchJobs = pgTable('batch_jobs', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
  kind: text('kind').$type<'sale' | 'rent'>().notNull(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id),
  status: text('status').$type<BatchJobStatus>().notNull().default('queued'),
  input: text('input').notNull(),
  inputFormat: text('input_format').$type<'csv' | 'json'>().notNull(),
  layout: text('layout').notNull(),
  priceDate: text('price_date').notNull(),
  asOf: text('as_of'),
  totalRows: integer('total_rows').notNull(),
  nextLine: integer('next_line').notNull().default(1),
  doneRows: integer('done_rows').notNull().default(0),
  errorRows: integer('error_rows').notNull().default(0),
  creditsCharged: integer('credits_charged').notNull(),
  creditsRefunded: integer('credits_refunded').notNull().default(0),
  failure: text('failure'),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const batchJobChunks = pgTable(
  'batch_job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => batchJobs.id),
    seq: integer('seq').notNull(),
    rows: integer('rows').notNull(),
    errors: integer('errors').notNull(),
    csv: text('csv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

