import {
  STOREFRONT_MESSAGES as M,
  type CustomerChange,
  type CustomerField,
  type CustomerListQuery,
  type CustomerPatch,
  type StorefrontCustomer,
  type StorefrontSettings,
} from '@ironmatch/contracts/storefront';
import type { MemberClaims } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import type { RecordAccess } from '../../http/record-access';
import { createStorefrontRepository, type CustomerRecord } from './storefront.repository';

type CustomerView = { customer: StorefrontCustomer; changes: CustomerChange[] };

/** A field of the patch and the stored column it changes. */
const COLUMNS: Record<CustomerField, keyof CustomerRecord> = {
  approved: 'approved',
  priceTier: 'priceTier',
  creditTerms: 'creditTerms',
  creditLimit: 'creditLimitCents',
  removed: 'removed',
};

/** Issue 25: a member company's storefront: its price visibility and its customers' settings. */
export function createStorefrontService(deps: { db: Db; access: RecordAccess }) {
  const { db, access } = deps;
  const repo = createStorefrontRepository(db);
  const companyIdOf = (raw: string) => recordIdOr404(raw, M.customerNotFound);

  async function view(seller: number, companyId: number, tx: Db = db): Promise<CustomerView> {
    const r = createStorefrontRepository(tx);
    const customer = await r.customer(seller, companyId);
    if (!customer) throw notFound(M.customerNotFound);
    return { customer, changes: await r.changes(seller, companyId) };
  }

  return {
    async settings(auth: MemberClaims): Promise<StorefrontSettings> {
      return { priceVisibility: await repo.visibility(auth.companyId) };
    },

    async updateSettings(auth: MemberClaims, body: StorefrontSettings): Promise<StorefrontSettings> {
      await repo.setVisibility(auth.companyId, body.priceVisibility);
      return { priceVisibility: await repo.visibility(auth.companyId) };
    },

    async list(auth: MemberClaims, query: CustomerListQuery) {
      const { customers, count } = await repo.customerRows(auth.companyId, {
        q: query.q || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { customers, count, page: query.page, limit: query.limit };
    },

    async get(auth: MemberClaims, rawCompanyId: string): Promise<CustomerView> {
      return view(auth.companyId, companyIdOf(rawCompanyId));
    },

    /** Each field whose value changes is stored and logged once, under the record's row lock. */
    async update(auth: MemberClaims, rawCompanyId: string, patch: CustomerPatch): Promise<CustomerView> {
      const companyId = companyIdOf(rawCompanyId);
      return db.transaction(async (tx) => {
        const r = createStorefrontRepository(tx);
        // Only a company with activity towards the caller's is its customer; others are 404.
        if (!(await r.customer(auth.companyId, companyId))) throw notFound(M.customerNotFound);
        const id = await r.ensureRecord(auth.companyId, companyId);
        await access.require(auth, 'storefront-customer', id, 'seller', { db: tx, lock: true });
        const record = await r.recordById(id);
        const wanted: Partial<Record<CustomerField, unknown>> = { ...patch };
        if (patch.creditTerms != null && patch.creditLimit === undefined && record.creditLimitCents === null)
          throw badRequest(M.limitRequired);
        const set: Record<string, unknown> = {};
        const changes: Array<{ field: CustomerField; oldValue: unknown; newValue: unknown }> = [];
        for (const field of Object.keys(COLUMNS) as CustomerField[]) {
          const value = wanted[field];
          if (value === undefined) continue;
          const column = COLUMNS[field];
          if (record[column] === value) continue;
          set[column] = value;
          changes.push({ field, oldValue: record[column], newValue: value });
        }
        if (changes.length > 0) {
          await r.updateRecord(id, set);
          await r.addChanges(id, { userId: auth.userId, userName: await r.userName(auth.userId) }, changes);
        }
        return view(auth.companyId, companyId, tx);
      });
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
