import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The feature-suggestions board (spec accounts 2.9). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial().primaryKey(),
    /** Null once the author's account is gone: the idea stays, shown as 'Anonymous'. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    suggestion: text().notNull(),
    /**
     * The score = sum of suggestion_votes.value, recomputed in the same transaction as every vote change
     * (under a row lock), so sorting by score stays an index scan.
     */
    upvoteCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Issue 30: hidden by an operator: off the board for everybody but its author (who sees the reason). */
    hiddenAt: timestamp({ withTimezone: true, mode: 'string' }),
    hiddenReason: text(),
  },
  (t) => [
    index('suggestions_score_idx').on(t.upvoteCount, t.createdAt),
    index('suggestions_created_idx').on(t.createdAt),
  ],
);

/** One vote per user per suggestion: the primary key makes a double click an update, never a second vote. */
export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: integer()
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.suggestionId, t.userId] }),
    index('suggestion_votes_user_idx').on(t.userId),
    check('suggestion_votes_value_check', sql`${t.value} in (1, -1)`),
  ],
);

export const suggestionComments = pgTable(
  'suggestion_comments',
  {
    id: serial().primaryKey(),
    suggestionId: integer()
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone (shown as 'User'). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Issue 30: hidden by an operator: out of the comments for everybody but its author. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'string' }),
    hiddenReason: text(),
  },
  (t) => [index('suggestion_comments_suggestion_idx').on(t.suggestionId, t.createdAt)],
);
