import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Makes in the spec's dropdown order: `sortOrder` holds it (CAT, JD, IHC, CASE, KOMATSU, FA, then A-Z). */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial().primaryKey(),
    abbrname: text().notNull(),
    longName: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [uniqueIndex('manufacturers_abbrname_key').on(t.abbrname)],
);
