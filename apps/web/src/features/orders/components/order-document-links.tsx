import { Link } from 'react-router';
import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_READERS,
  ORDER_DOCUMENT_TITLES,
  documentAvailable,
} from '@ironmatch/contracts/order-documents';
import type { Order } from '@ironmatch/contracts/orders';

/** The order's printable documents this party may open now (issue 24), as links to their pages. */
export function OrderDocumentLinks({ order }: { order: Order }) {
  const kinds = ORDER_DOCUMENT_KINDS.filter(
    (kind) => ORDER_DOCUMENT_READERS[kind].includes(order.role) && documentAvailable(kind, order),
  );
  if (kinds.length === 0) return null;
  return (
    <nav className="ord-documents mb-3" aria-label="Order documents">
      <span className="text-secondary me-2">Documents:</span>
      {kinds.map((kind) => (
        <Link key={kind} className="btn btn-outline-dark btn-sm me-2 mb-1" to={`/orders/${order.id}/${kind}`}>
          {ORDER_DOCUMENT_TITLES[kind]}
        </Link>
      ))}
    </nav>
  );
}
