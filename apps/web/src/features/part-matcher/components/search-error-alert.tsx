import { siteConfig } from '../../../lib/site-config';
import { Alert, Button } from 'react-bootstrap';
import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';

/**
 * A failed search. A member's search ('You appear to be a ...') offers Continue Search (repeat with
 * approved=yes) and Visit NetCom (spec marketplace 2).
 */
export function SearchErrorAlert({ message, onContinue }: { message: string; onContinue?: () => void }) {
  const member = message.includes(M.memberSearchMarker);
  return (
    <Alert variant={member ? 'warning' : 'danger'} role="alert">
      <p className={member ? 'mb-2' : 'mb-0'}>{message}</p>
      {member && (
        <div className="d-flex flex-wrap gap-2">
          {onContinue && (
            <Button variant="dark" onClick={onContinue}>
              Continue Search
            </Button>
          )}
          <Button
            variant="outline-dark"
            onClick={() => window.open(siteConfig().netcomUrl, '_blank', 'noopener,noreferrer')}
          >
            Visit NetCom
          </Button>
        </div>
      )}
    </Alert>
  );
}
