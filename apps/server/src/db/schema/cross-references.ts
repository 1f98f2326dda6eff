import { customType, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CROSS_REFERENCE_KINDS } from '@ironmatch/contracts/cross-reference-rules';
import { companies } from './accounts';
import { manufacturers } from './inventory';

/** Normalised part numbers compare byte-wise (as inventory_parts.partnum_norm does). */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Cross-references between part numbers (issue 29), owned by the part matcher: superseded numbers,
 * interchanges and aftermarket numbers. `company_id` null = an operator's (applies to every company's
 * stock); else a dealer's own (applies to searches of that company's stock only). The same reference
 * is never stored twice (nulls count as equal: "any make" twice is a double too).
 */
export const crossReferences = pgTable(
  'cross_references',
  {
    id: serial().primaryKey(),
    fromPartNumber: textC().notNull(),
    fromManufacturerId: integer().references(() => manufacturers.id),
    toPartNumber: textC().notNull(),
    toManufacturerId: integer().references(() => manufacturers.id),
    kind: text({ enum: CROSS_REFERENCE_KINDS }).notNull(),
    serialNote: text(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('cross_references_key')
      .on(t.fromPartNumber, t.toPartNumber, t.kind, t.companyId, t.fromManufacturerId, t.toManufacturerId)
      .nullsNotDistinct(),
    // The search follows references both ways: by the number on either side.
    index('cross_references_from_idx').on(t.fromPartNumber, t.kind),
    index('cross_references_to_idx').on(t.toPartNumber, t.kind),
    index('cross_references_company_idx').on(t.companyId, t.id),
  ],
);
