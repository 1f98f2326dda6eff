import { Badge } from 'react-bootstrap';
import type { StorefrontCustomer } from '@ironmatch/contracts/storefront';
import { formatCents } from '../../../lib/format';

/** A customer's settings as badges: approved, tier, terms, removed. */
export function CustomerBadges({ customer: c }: { customer: StorefrontCustomer }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      {c.removed ? (
        <Badge bg="danger">Removed</Badge>
      ) : c.approved ? (
        <Badge bg="success">Approved</Badge>
      ) : (
        <Badge bg="light" text="dark" className="border">
          Not approved
        </Badge>
      )}
      <Badge bg={c.priceTier === 'wholesale' ? 'primary' : 'secondary'}>
        {c.priceTier === 'wholesale' ? 'Wholesale' : 'Retail'}
      </Badge>
      {c.creditTerms !== null && <Badge bg="info">Net {c.creditTerms}</Badge>}
    </div>
  );
}

/** 'Used $1,200.00 of $5,000.00' with what is left, or 'No terms'. */
export function CreditText({ customer: c }: { customer: StorefrontCustomer }) {
  if (c.creditTerms === null || c.creditLimit === null) return <span className="text-muted">No terms</span>;
  return (
    <span>
      {formatCents(c.creditUsed)} used of {formatCents(c.creditLimit)}
      <span className="d-block small text-muted">{formatCents(c.creditAvailable ?? 0)} available</span>
    </span>
  );
}
