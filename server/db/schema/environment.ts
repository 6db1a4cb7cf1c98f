import 'server-only';
import { doublePrecision, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgentType } from '@/lib/contracts/billing';
import { services } from './billing';
import { users } from './core';

// Mirrors server/db/migrations/0004_environment.sql and 0012 (the SQL files are the source of truth).
export const environmentEvaluations = pgTable('environment_evaluations', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  tier: text('tier').$type<'base' | 'extended'>().notNull(),
  agentType: text('agent_type').$type<AgentType>().notNull(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  complementaryServiceId: integer('complementary_service_id').references(() => services.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  district: integer('district').notNull(),
  neighbourhoodId: text('neighbourhood_id').notNull(),
  criteriaVersion: text('criteria_version').notNull(),
  overallScore: real('overall_score').notNull(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  /** 0012: the Divar ad it evaluates (the Divar flows), and since when its advertiser shows it on the ad. */
  divarPostToken: text('divar_post_token'),
  divarPublishedAt: timestamp('divar_published_at', { withTimezone: true }),
  /** Divar did not answer the last change of the ad's add-on that involved it (0015): on the ad or not is unknown. */
  divarUnconfirmedAt: timestamp('divar_unconfirmed_at', { withTimezone: true }),
});
