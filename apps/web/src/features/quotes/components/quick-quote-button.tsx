import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { QuickQuoteTarget } from '../../../lib/quote-actions';
import { QuickQuoteDialog } from './quick-quote-dialog';

/** The dealer's Quick Quote button on a part search (the feeds); the dialog opens on click or at once (`autoOpen`). */
export function QuickQuoteButton({ target }: { target: QuickQuoteTarget }) {
  const [open, setOpen] = useState(Boolean(target.autoOpen));
  return (
    <>
      <Button size="sm" variant="warning" className="ms-2" onClick={() => setOpen(true)}>
        {target.myQuote ? 'Update Quote' : 'Quick Quote'}
      </Button>
      {target.myQuote && (
        <Badge bg="light" text="dark" className="ms-2 border">
          Your quote: {target.myQuote.status}
        </Badge>
      )}
      {open && (
        <QuickQuoteDialog
          partSearchId={target.partSearchId}
          buyerName={target.buyerName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
