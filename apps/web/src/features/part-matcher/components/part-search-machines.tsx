import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { MACHINE_STATUS_LABELS } from '@ironmatch/contracts/machine-rules';
import type { MachineRow } from '@ironmatch/contracts/machines';
import { Picture } from '../../../components/picture';

/**
 * Issue 28: when a searched number has few or no stock rows, the server adds up to 5 machines being
 * dismantled of the part's make; each opens the machine's page, where the buyer can request parts.
 */
export function PartSearchMachines({ machines = [] }: { machines?: MachineRow[] }) {
  if (machines.length === 0) return null;
  return (
    <Card className="mt-3" data-testid="part-search-machines">
      <Card.Header>
        <h2 className="h5 mb-0">Machines being parted out that may have it</h2>
      </Card.Header>
      <ListGroup variant="flush">
        {machines.map((m) => (
          <ListGroup.Item
            key={m.id}
            action
            as={Link}
            to={`/machines/${m.id}`}
            className="d-flex gap-3 align-items-center"
          >
            <Picture
              src={m.coverThumbUrl}
              alt={`${m.manufacturer} ${m.model} cover picture`}
              className="pm-machine-thumb flex-shrink-0"
              width={80}
              height={60}
              emptyText="No picture"
            />
            <div>
              <span className="fw-semibold">
                {m.manufacturer} {m.model}
              </span>{' '}
              <Badge bg="warning" text="dark">
                {MACHINE_STATUS_LABELS[m.status]}
              </Badge>
              <div className="small text-secondary">
                {[m.year, m.state, m.companyName].filter((v) => v !== null && v !== '').join(' · ')}
              </div>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
