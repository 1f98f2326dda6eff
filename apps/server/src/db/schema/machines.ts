import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MACHINE_STATUSES } from '@ironmatch/contracts/machine-rules';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import { companies, users } from './accounts';
import { inventoryParts, manufacturers } from './inventory';

/** Normalised model and serial numbers compare byte-wise, so a btree serves the prefix range. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const stamp = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * Machines dealers are taking apart (issue 28). `visible_until` is when a parted-out machine leaves the
 * buyers' lists (its status change + 30 days; null while it is not parted out), so the lists filter on
 * one column instead of working the rule out per row.
 */
export const machines = pgTable(
  'machines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    model: text().notNull(),
    /** Uppercase A-Z0-9 only ("320DL"): what the model filter and watches match. */
    modelNorm: textC().notNull(),
    serialNumber: text().notNull().default(''),
    serialNorm: textC().notNull().default(''),
    year: integer(),
    hours: integer(),
    arrivalDate: date({ mode: 'string' }),
    city: text().notNull().default(''),
    /** Two-letter US state, or '' when not given. */
    state: text().notNull().default(''),
    status: text({ enum: MACHINE_STATUSES }).notNull().default('arriving'),
    engineMake: text().notNull().default(''),
    engineModel: text().notNull().default(''),
    transmissionModel: text().notNull().default(''),
    notes: text().notNull().default(''),
    createdAt: stamp(),
    updatedAt: stamp(),
    statusChangedAt: stamp(),
    visibleUntil: timestamp({ withTimezone: true, mode: 'string' }),
    /** Issue 30: hidden by an operator (with the reason): out of every list, count and detail but the owner's. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'string' }),
    hiddenReason: text(),
    /** Issue 30: saved by a company that is not (yet) a member: in no list, count or detail but its own. */
    draft: boolean().notNull().default(false),
  },
  (t) => [
    index('machines_created_idx').on(t.createdAt, t.id),
    index('machines_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('machines_make_created_idx').on(t.manufacturerId, t.createdAt, t.id),
    index('machines_make_status_created_idx').on(t.manufacturerId, t.status, t.createdAt, t.id),
    index('machines_state_created_idx').on(t.state, t.createdAt, t.id),
    index('machines_model_idx').on(t.modelNorm, t.id),
    index('machines_serial_idx').on(t.serialNorm, t.id),
    // The buyer's usual search (a model prefix in a state, maybe years) walks only its own rows.
    index('machines_state_model_idx').on(t.state, t.modelNorm, t.year),
    // The parted-out machines still listed (their 30 days): the one part of a list's count that is read
    // from the table, so it follows the month's parting-out, not the table's size.
    index('machines_visible_until_idx')
      .on(t.visibleUntil)
      .where(sql`visible_until is not null`),
  ],
);

/**
 * How many listed machines (not parted out) each make, state and normalised model has: the lists'
 * `totalCount` sums these rows instead of counting the table (ADR 0023). Kept by a trigger on `machines`
 * (hand-written in migration 0027), so every writer - the service, the loader, a company's cascade - keeps
 * it in the same transaction.
 */
export const machineCounts = pgTable(
  'machine_counts',
  {
    manufacturerId: integer().notNull(),
    state: text().notNull(),
    modelNorm: textC().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.state, t.modelNorm] })],
);

/** A machine's free part lines, in the order the dealer typed them. */
export const machineParts = pgTable(
  'machine_parts',
  {
    id: serial().primaryKey(),
    machineId: integer()
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    component: text().notNull(),
    condition: text({ enum: CONDITIONS }).notNull(),
    /** Cents; null = 'Contact for price'. */
    priceCents: integer(),
  },
  (t) => [index('machine_parts_machine_idx').on(t.machineId, t.position)],
);

/** Links from a machine to parts of its company's inventory (read as they are now). */
export const machineInventoryParts = pgTable(
  'machine_inventory_parts',
  {
    machineId: integer()
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    inventoryPartId: integer()
      .notNull()
      .references(() => inventoryParts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.inventoryPartId] }),
    index('machine_inventory_parts_part_idx').on(t.inventoryPartId),
  ],
);

/** A machine's pictures in order (picnum 1 is the cover), stored under `public/machines/`. */
export const machinePictures = pgTable(
  'machine_pictures',
  {
    id: serial().primaryKey(),
    machineId: integer()
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    picnum: integer().notNull(),
    key: text().notNull(),
    originalName: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('machine_pictures_machine_picnum_key').on(t.machineId, t.picnum),
    // Demo pictures are shared by key: a file leaves storage when no machine refers to it any more.
    index('machine_pictures_key_idx').on(t.key),
  ],
);

/** A buyer's watch for machines of a make and model prefix (and a state). */
export const machineWatches = pgTable(
  'machine_watches',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    model: text().notNull(),
    modelNorm: textC().notNull(),
    state: text(),
    createdAt: stamp(),
    /** The last email this watch sent: the next waits 24 hours from it. */
    lastEmailedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('machine_watches_user_idx').on(t.userId),
    index('machine_watches_make_idx').on(t.manufacturerId, t.modelNorm),
  ],
);

/** Machines matched by a watch; `emailed_at` is set when they went out in the watch's email. */
export const machineWatchMatches = pgTable(
  'machine_watch_matches',
  {
    watchId: integer()
      .notNull()
      .references(() => machineWatches.id, { onDelete: 'cascade' }),
    machineId: integer()
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    createdAt: stamp(),
    emailedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.watchId, t.machineId] }),
    index('machine_watch_matches_machine_idx').on(t.machineId),
  ],
);
