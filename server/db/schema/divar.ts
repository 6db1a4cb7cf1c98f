import 'server-only';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DivarEvaluationType, DivarFlow } from '@/lib/contracts/divar';
import { users } from './core';

// Mirrors server/db/migrations/0011_divar.sql (the SQL file is the source of truth).
export const divarOauthStates = pgTable('divar_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  flow: text('flow').$type<DivarFlow>().notNull(),
  postToken: text('post_token'),
  returnUrl: text('return_url'),
  evaluationType: text('evaluation_type').$type<DivarEvaluationType>(),
  redirectUri: text('redirect_uri').notNull(),
  scopes: text('scopes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const divarGrants = pgTable('divar_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  postToken: text('post_token'),
  scopes: text('scopes').notNull(),
  /** Sealed (server/divar/seal.ts), never the token itself. */
  accessToken: text('access_token').notNull(),
  divarUserId: text('divar_user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxDivarCodes = pgTable('sandbox_divar_codes', {
  codeHash: text('code_hash').primaryKey(),
  redirectUri: text('redirect_uri').notNull(),
  scopes: text('scopes').notNull(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxDivarTokens = pgTable('sandbox_divar_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  scopes: text('scopes').notNull(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxDivarAddons = pgTable('sandbox_divar_addons', {
  postToken: text('post_token').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
