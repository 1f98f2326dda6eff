import { eq } from 'drizzle-orm';
import { INVENTORY_MESSAGES } from '@ironmatch/contracts/inventory';
import { inventoryImports } from '../../db/schema/inventory';
import { inventoryParts } from '../../db/schema/inventory';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** An upload of a parts file: its company owns it. Anyone else: 404. */
    'inventory-import': 'owner';
    /** A part of a dealer's stock (`inventory_parts`): its company owns it. Anyone else: 404. */
    'inventory-part': 'owner';
  }
}

/** The inventory module's records for the one access check (http/record-access.ts). */
export function defineInventoryRecords(access: RecordAccess): void {
  access.define('inventory-import', {
    notFound: INVENTORY_MESSAGES.importNotFound,
    load: async (db, id, { lock }) => {
      const query = db
        .select({ companyId: inventoryImports.companyId })
        .from(inventoryImports)
        .where(eq(inventoryImports.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { owner: { companyIds: [row.companyId] } } : null;
    },
  });
  access.define('inventory-part', {
    notFound: INVENTORY_MESSAGES.partNotFound,
    load: async (db, id, { lock }) => {
      const query = db
        .select({ companyId: inventoryParts.companyId })
        .from(inventoryParts)
        .where(eq(inventoryParts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { owner: { companyIds: [row.companyId] } } : null;
    },
  });
}
