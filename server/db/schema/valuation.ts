import 'server-only';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgentType } from '@/lib/contracts/billing';
import { services } from './billing';
import { users } from './core';

// Mirrors server/db/migrations/0006_valuation.sql and 0011_divar.sql (the SQL files are the source of truth); 0013
// makes the report columns immutable and announces every change of a row (server/valuation/get-valuation.ts).
export const valuations = pgTable('valuations', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<'sale' | 'rent'>().notNull(),
  tier: text('tier').$type<'base' | 'complementary'>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  agentType: text('agent_type').$type<AgentType>().notNull(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  complementaryServiceId: integer('complementary_service_id').references(() => services.id),
  district: integer('district').notNull(),
  neighbourhoodId: text('neighbourhood_id').notNull(),
  inputs: jsonb('inputs').notNull(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  /** The Divar ad it was made from, and when its advertiser published it on the ad (null: not on the ad). */
  divarPostToken: text('divar_post_token'),
  divarPublishedAt: timestamp('divar_published_at', { withTimezone: true }),
  /** Divar did not answer the last change of the ad's add-on that involved it (0015): on the ad or not is unknown. */
  divarUnconfirmedAt: timestamp('divar_unconfirmed_at', { withTimezone: true }),
});
