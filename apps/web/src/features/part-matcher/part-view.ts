import type { PartRow } from '@ironmatch/contracts/part-matcher';
import type { MatchKind } from '@ironmatch/contracts/part-matcher-rules';

/** What the part matcher's tables and dialogs show of one part row, whatever call it came from. */
export interface PartPicture {
  url: string;
  name: string;
}

export interface PartView {
  /** Part search result id (or part id): the key of the row, and an order's `searchId`. */
  id: number;
  /** The inventory part (a message's `relatedPartId`); null when the part is gone. */
  partId: number | null;
  companyId: number | null;
  companyName: string;
  /** The dealer's city and state ('Billings, MT'); empty when unknown (guest rows). */
  companyLocation: string;
  partNumber: string;
  description: string;
  condition: string;
  manufacturer: string;
  quantity: number | null;
  /** Cents; null or 0 means 'Contact for price'. */
  priceCents: number | null;
  /** Issue 25: 'wholesale' when the seller prices this row at its wholesale tier for the viewer. */
  priceTier?: 'retail' | 'wholesale' | null;
  pictures: PartPicture[];
  isMessaged: boolean;
  /** False: the seller is not ready for online quotes or checkout. */
  canTransact: boolean;
  /** The order (or quote request) this row was already added to, if any. */
  orderId: number | null;
  orderIsQuote: boolean;
  /** The searched number itself, or a longer number that begins with it. */
  matchKind: MatchKind;
  /** Issue 29: the badge of a row found through a cross-reference ('Replaces 1R0716'), else null. */
  matchLabel: string | null;
  crossReferenceNote: string | null;
}

/** A logged-in result row as the tables show it. */
export function partViewOf(row: PartRow): PartView {
  return {
    id: row.id,
    partId: row.partId,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLocation: [row.companyCity, row.companyState].filter(Boolean).join(', '),
    partNumber: row.partNumber,
    description: row.description,
    condition: row.condition,
    manufacturer: row.manuflong || row.manufacturer,
    quantity: row.quan,
    priceCents: row.price,
    priceTier: row.priceTier,
    pictures: row.pictures.map((p) => ({ url: p.picurl, name: p.filename })),
    isMessaged: row.isMessaged === 1,
    canTransact: row.canTransact,
    orderId: row.orderId,
    orderIsQuote: row.orderIsQuote,
    matchKind: row.matchKind,
    matchLabel: row.matchLabel,
    crossReferenceNote: row.crossReferenceNote,
  };
}
