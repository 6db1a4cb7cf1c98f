import 'server-only';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

// Mirrors server/db/migrations/0005_contact.sql.
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  email: text('email'),
  company: text('company'),
  message: text('message').notNull(),
  ip: text('ip').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
