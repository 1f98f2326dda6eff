import { Button, Modal } from 'react-bootstrap';
import { hasPrice } from '../price-display';

/** The row actions whose capability (messaging, orders) is not built yet. */
export type PendingAction = { companyName: string; companyId: number | null } & (
  { kind: 'message'; subject: string } | { kind: 'order'; partNumber: string; priceCents: number | null }
);

/**
 * Says plainly what the action will do once messaging and ordering ship, and that nothing was sent now:
 * a button that pretends to succeed would cost a parts manager a missed order.
 */
export function ComingSoonDialog({
  action,
  onClose,
  onShowCompany,
}: {
  action: PendingAction | null;
  onClose: () => void;
  /** Opens the Company Details dialog: the way to reach the company today. */
  onShowCompany?: (companyId: number) => void;
}) {
  const isQuote = action?.kind === 'order' && !hasPrice(action.priceCents);
  const title = action?.kind === 'message' ? 'Send Message' : isQuote ? 'Request Quote' : 'Add to Order';
  return (
    <Modal show={action !== null} onHide={onClose} centered aria-labelledby="pm-coming-soon-title">
      <Modal.Header closeButton>
        <Modal.Title id="pm-coming-soon-title">{title}: coming soon</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {action?.kind === 'message' && (
          <p>
            Messaging is on its way. This button will open a message to <strong>{action.companyName}</strong>{' '}
            about <strong>{action.subject}</strong>, delivered to their IronMatch inbox, with replies in your
            Messages page.
          </p>
        )}
        {action?.kind === 'order' && isQuote && (
          <p>
            Online quotes are on their way. This button will send <strong>{action.companyName}</strong> a
            quote request for part <strong>{action.partNumber}</strong> (quantity 1); they confirm the price,
            then you can order and pay online.
          </p>
        )}
        {action?.kind === 'order' && !isQuote && (
          <p>
            Online ordering is on its way. This button will add part <strong>{action.partNumber}</strong>{' '}
            (quantity 1) to an order with <strong>{action.companyName}</strong>; they confirm shipping and
            tax, then you pay online.
          </p>
        )}
        <p className="mb-0">
          <strong>Nothing has been sent yet.</strong> Until then, reach {action?.companyName ?? 'them'}{' '}
          directly by phone or through their website.
        </p>
      </Modal.Body>
      <Modal.Footer>
        {action?.companyId != null && onShowCompany && (
          <Button variant="outline-dark" onClick={() => onShowCompany(action.companyId!)}>
            Company contact details
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
