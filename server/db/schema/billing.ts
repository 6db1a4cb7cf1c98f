import 'server-only';
import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgentType } from '@/lib/contracts/billing';
import { users } from './core';

// Mirrors server/db/migrations/0003_billing.sql (the SQL file is the source of truth). Money columns are toman.
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  categoryName: text('category_name').notNull(),
  sourceAgentType: text('source_agent_type').$type<AgentType>().notNull(),
  serviceKind: text('service_kind').notNull(),
  title: text('title').notNull(),
  creditsRequired: integer('credits_required').notNull(),
  price: integer('price').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  credits: integer('credits').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  discountedPrice: integer('discounted_price').notNull(),
  isMain: boolean('is_main').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const cityServices = pgTable(
  'city_services',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.serviceId] })],
);

export const creditBalances = pgTable('credit_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  paidCredits: integer('paid_credits').notNull().default(0),
  freeCredits: integer('free_credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LedgerEntryType = 'signup_grant' | 'purchase' | 'spend' | 'adjustment' | 'refund';

export const creditLedger = pgTable('credit_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  entryType: text('entry_type').$type<LedgerEntryType>().notNull(),
  paidDelta: integer('paid_delta').notNull().default(0),
  freeDelta: integer('free_delta').notNull().default(0),
  serviceId: integer('service_id').references(() => services.id),
  paymentId: uuid('payment_id'),
  reference: text('reference'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percent: integer('percent').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  planId: integer('plan_id').references(() => plans.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  gateway: text('gateway').$type<'zarinpal' | 'sandbox'>().notNull(),
  authority: text('authority').unique(),
  amount: integer('amount').notNull(),
  credits: integer('credits').notNull(),
  discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
  discountPercent: integer('discount_percent').notNull().default(0),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  refId: text('ref_id'),
  cardPan: text('card_pan'),
  failureCode: integer('failure_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const anonymousUses = pgTable(
  'anonymous_uses',
  {
    fingerprint: text('fingerprint').notNull(),
    family: text('family').notNull(),
    period: text('period').notNull(),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.family, t.period] }), index('anonymous_uses_address_idx').on(t.address, t.family, t.period)],
);

export const sandboxPayments = pgTable('sandbox_payments', {
  authority: text('authority').primaryKey(),
  amount: integer('amount').notNull(),
  callbackUrl: text('callback_url').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull().default('pending'),
  refId: text('ref_id'),
  verified: boolean('verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
