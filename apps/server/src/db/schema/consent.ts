import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const cookieConsents = pgTable('cookie_consents', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  essential: boolean().notNull().default(true),
  preferences: boolean().notNull().default(false),
  analytics: boolean().notNull().default(false),
  marketing: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
