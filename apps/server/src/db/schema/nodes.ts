import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server nodes running on this database (platform/nodes, issue 31): each records itself at start,
 * renews its row every 10 s and removes it on a clean stop. A row not renewed for 30 s is a node that
 * died; it is not live, and the next node to start removes it.
 */
export const serverNodes = pgTable('server_nodes', {
  /** host:pid:random, as the job worker's `locked_by`. */
  id: text().primaryKey(),
  role: text({ enum: ['all', 'api', 'worker'] }).notNull(),
  startedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  renewedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
