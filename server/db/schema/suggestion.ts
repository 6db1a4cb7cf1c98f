import 'server-only';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './billing';
import { users } from './core';

// Mirrors server/db/migrations/0007_suggestion.sql (the SQL file is the source of truth).
export const locationSuggestions = pgTable('location_suggestions', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<'buy' | 'rent'>().notNull(),
  tier: text('tier').$type<'base' | 'complementary'>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  agentType: text('agent_type').notNull(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  priceDate: text('price_date').notNull(),
  fits: boolean('fits').notNull(),
  inputs: jsonb('inputs').notNull(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
