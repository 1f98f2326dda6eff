import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { MachineRow } from '@ironmatch/contracts/machines';
import { Picture } from '../../../components/picture';
import { formatDate } from '../../../lib/format';
import { STATUS_BADGE, machineSummary, machineTitle, statusLabel } from '../machine-text';

/** Machines as rows with their cover, make and model, facts and dealer; each opens the machine's page. */
export function MachineRows({
  machines,
  guest,
  empty,
}: {
  machines: MachineRow[];
  guest: boolean;
  empty: string | null;
}) {
  if (empty) return <p className="text-secondary p-3 mb-0">{empty}</p>;
  return (
    <ListGroup variant="flush" data-testid="machine-rows">
      {machines.map((m) => (
        <ListGroup.Item
          key={m.id}
          action
          as={Link}
          to={guest ? `/machines/guest/${m.id}` : `/machines/${m.id}`}
          className="d-flex gap-3 align-items-center"
          data-testid="machine-row"
        >
          {!guest && (
            <Picture
              src={m.coverThumbUrl}
              alt={`${machineTitle(m)} cover picture`}
              className="mc-thumb flex-shrink-0"
              width={96}
              height={72}
              emptyText="No picture"
            />
          )}
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold">{machineTitle(m)}</span>
              <Badge bg={STATUS_BADGE[m.status]} text={m.status === 'dismantling' ? 'dark' : undefined}>
                {statusLabel(m.status)}
              </Badge>
            </div>
            <div className="small">
              {machineSummary(m) || 'No year, hours or state given'}
              {m.serialNumber && <span className="text-secondary"> · S/N {m.serialNumber}</span>}
            </div>
            <div className="small text-secondary text-truncate">
              {m.companyName ? `${m.companyName}${m.city ? `, ${m.city}` : ''} · ` : ''}
              {m.partsCount === 1 ? '1 part line' : `${m.partsCount} part lines`} · listed{' '}
              {formatDate(m.createdAt)}
            </div>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
