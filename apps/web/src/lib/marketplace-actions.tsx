import { createContext, useContext, type ComponentType } from 'react';
import type { Order } from '@ironmatch/contracts/orders';

/**
 * Slots for the actions one feature offers inside another's pages: Send Message (messaging) on part
 * rows, feeds, general requests and for-sale rows, and Add to Order / Request Quote (orders) on part
 * rows. The pages render a slot; app/marketplace-actions.tsx fills it from the owning feature, so no
 * feature imports another.
 */

/** What a Send Message action is about (spec marketplace 2 "Send Message dialog", 3 "Message"). */
export interface MessageTarget {
  recipientCompanyId: number;
  recipientCompanyName: string;
  messageType: 'part' | 'partsearches' | 'generalrequest' | 'attachment';
  /** The related record: inventory part id, part search id, general request id or listing id. */
  relatedId: number;
  /** The prefilled subject. */
  subject: string;
  /** Optional extras a message carries (spec "Message": partNumber, modelnum, manuflong, ...). */
  extras?: Partial<
    Record<'partNumber' | 'modelnum' | 'manuflong' | 'condlong' | 'category' | 'subcategory', string>
  >;
  /** The row already shows that this company messaged about it ('You have already messaged about this part'). */
  alreadyMessaged?: boolean;
  /** Button text; 'Send Message' by default, 'Message' in the feeds. */
  label?: string;
}

/** A part row an order or quote can start from (spec marketplace 4 "Row state for a part"). */
export interface OrderTarget {
  vendorCompanyId: number;
  vendorName: string;
  /** The part search result row (`id` / `partSearchResultId`): the order's `searchId`. */
  searchId: number;
  partNumber: string;
  description: string;
  /** Cents; null or 0 means a quote. */
  priceCents: number | null;
  canTransact: boolean;
  /** The order (or quote request) this row was already added to. */
  orderId: number | null;
  orderIsQuote: boolean;
}

export interface MarketplaceActions {
  MessageAction?: ComponentType<{ target: MessageTarget }>;
  OrderAction?: ComponentType<{ target: OrderTarget }>;
  /** The order's payment: paying a confirmed order, the payment's figures, refunds (payments feature). */
  OrderPayment?: ComponentType<{ order: Order }>;
  /** The company's newest membership application, on the profile (membership feature, issue 30). */
  MembershipStatus?: ComponentType;
}

export const MarketplaceActionsContext = createContext<MarketplaceActions>({});

/** The Send Message action for `target`, as the messaging feature draws it. */
export function MessageActionSlot({ target }: { target: MessageTarget }) {
  const { MessageAction } = useContext(MarketplaceActionsContext);
  return MessageAction ? <MessageAction target={target} /> : null;
}

/** The Add to Order / Request Quote action for `target`, as the orders feature draws it. */
export function OrderActionSlot({ target }: { target: OrderTarget }) {
  const { OrderAction } = useContext(MarketplaceActionsContext);
  return OrderAction ? <OrderAction target={target} /> : null;
}

/** The payment panel of an order, as the payments feature draws it (nothing when it has nothing to show). */
export function OrderPaymentSlot({ order }: { order: Order }) {
  const { OrderPayment } = useContext(MarketplaceActionsContext);
  return OrderPayment ? <OrderPayment order={order} /> : null;
}

/** The newest membership application's state, as the membership feature draws it (nothing before one). */
export function MembershipStatusSlot() {
  const { MembershipStatus } = useContext(MarketplaceActionsContext);
  return MembershipStatus ? <MembershipStatus /> : null;
}
