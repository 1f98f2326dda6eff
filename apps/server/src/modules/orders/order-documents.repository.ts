import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@ironmatch/contracts/order-states';
import type { OrderAddress } from '@ironmatch/contracts/orders';
import type { DocumentParty } from '@ironmatch/contracts/order-documents';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';

const seller = alias(companies, 'seller');
const buyer = alias(companies, 'buyer');

const iso = (column: AnyPgColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A company's two addresses, as the companies table keeps them (billing is optional at sign-up). */
function addressColumns(c: typeof seller | typeof buyer) {
  return {
    id: c.id,
    name: c.name,
    billAddress1: c.billAddress1,
    billAddress2: c.billAddress2,
    billCity: c.billCity,
    billState: c.billState,
    billZip: c.billZip,
    billCountry: c.billCountry,
    shipAddress1: c.shipAddress1,
    shipAddress2: c.shipAddress2,
    shipCity: c.shipCity,
    shipState: c.shipState,
    shipZip: c.shipZip,
    shipCountry: c.shipCountry,
  };
}
interface CompanyAddresses {
  id: number;
  name: string;
  billAddress1: string | null;
  billAddress2: string | null;
  billCity: string | null;
  billState: string | null;
  billZip: string | null;
  billCountry: string | null;
  shipAddress1: string;
  shipAddress2: string | null;
  shipCity: string;
  shipState: string;
  shipZip: string;
  shipCountry: string;
}

/**
 * A party on a document: the company's billing address; a company that never gave one (it is optional)
 * is shown at its shipping address, so a document always names where the company is.
 */
function partyOf(c: CompanyAddresses): DocumentParty {
  const address = c.billAddress1?.trim()
    ? [c.billAddress1, c.billAddress2, c.billCity, c.billState, c.billZip, c.billCountry]
    : [c.shipAddress1, c.shipAddress2, c.shipCity, c.shipState, c.shipZip, c.shipCountry];
  const [address1, address2, city, state, zip, country] = address.map((v) => v ?? '');
  return {
    companyId: c.id,
    name: c.name,
    address1: address1!,
    address2: address2 || null,
    city: city!,
    state: state!,
    zip: zip!,
    country: country!,
  };
}

export interface DocumentOrderRow {
  id: number;
  status: OrderStatus;
  canceledFromStatus: OrderStatus | null;
  createdAt: string;
  requestedAt: string | null;
  placedAt: string | null;
  shippingAmount: number | null;
  taxAmount: number | null;
  shipTo: OrderAddress | null;
  poNumber: string | null;
  shippingMethod: string | null;
  invoiceNumber: number | null;
  seller: DocumentParty;
  buyer: DocumentParty;
}

/** What an order's documents read of the order and of its two companies (their names and addresses). */
export function createOrderDocumentsRepository(db: Db) {
  return {
    async documentOrder(id: number): Promise<DocumentOrderRow | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          canceledFromStatus: orders.canceledFromStatus,
          createdAt: iso(orders.createdAt),
          requestedAt: iso(orders.requestedAt),
          placedAt: iso(orders.placedAt),
          shippingAmount: orders.shippingAmount,
          taxAmount: orders.taxAmount,
          shipTo: orders.shipTo,
          poNumber: orders.poNumber,
          shippingMethod: orders.shippingMethod,
          invoiceNumber: orders.invoiceNumber,
          seller: addressColumns(seller),
          buyer: addressColumns(buyer),
        })
        .from(orders)
        .innerJoin(seller, eq(seller.id, orders.vendorCompanyId))
        .innerJoin(buyer, eq(buyer.id, orders.customerCompanyId))
        .where(eq(orders.id, id));
      if (!row) return undefined;
      return {
        ...row,
        createdAt: row.createdAt!,
        seller: partyOf(row.seller),
        buyer: partyOf(row.buyer),
      };
    },
  };
}
