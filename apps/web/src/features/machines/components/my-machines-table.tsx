import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { MACHINE_STATUSES, type MachineStatus } from '@ironmatch/contracts/machine-rules';
import type { Machine } from '@ironmatch/contracts/machines';
import { HiddenMark } from '../../../components/hidden-mark';
import { Picture } from '../../../components/picture';
import { STATUS_BADGE, machineSummary, machineTitle, statusLabel } from '../machine-text';

/** The dealer's machines: cover, make and model, facts, status (changed in place), edit and remove. */
export function MyMachinesTable({
  machines,
  empty,
  busy,
  onEdit,
  onStatus,
  onRemove,
}: {
  machines: Machine[];
  empty: string | null;
  busy: boolean;
  onEdit: (m: Machine) => void;
  /** Absent for a company that is not a member yet: it only keeps drafts. */
  onStatus?: (m: Machine, status: MachineStatus) => void;
  onRemove: (m: Machine) => void;
}) {
  if (empty) return <p className="text-secondary p-3 mb-0">{empty}</p>;
  return (
    <ListGroup variant="flush" data-testid="my-machines">
      {machines.map((m) => (
        <ListGroup.Item
          key={m.id}
          className="d-flex flex-wrap gap-3 align-items-center"
          data-testid="my-machine"
        >
          <Picture
            src={m.pictures[0]?.thumbUrl}
            alt={`${machineTitle(m)} cover picture`}
            className="mc-thumb flex-shrink-0"
            width={96}
            height={72}
            emptyText="No picture"
          />
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {/* A draft or a hidden machine has no public page (issue 30). */}
              {m.draft || m.hidden ? (
                <span className="fw-semibold">{machineTitle(m)}</span>
              ) : (
                <Link to={`/machines/${m.id}`} className="fw-semibold">
                  {machineTitle(m)}
                </Link>
              )}
              <Badge bg={STATUS_BADGE[m.status]} text={m.status === 'dismantling' ? 'dark' : undefined}>
                {statusLabel(m.status)}
              </Badge>
              {m.draft && (
                <Badge bg="secondary" title="Saved, not listed">
                  Draft
                </Badge>
              )}
            </div>
            <div className="small">{machineSummary(m) || '—'}</div>
            <div className="small text-secondary">
              {m.serialNumber ? `S/N ${m.serialNumber} · ` : ''}
              {m.parts.length + m.inventoryParts.length} parts · {m.pictures.length} pictures
            </div>
            {m.hidden && <HiddenMark reason={m.hiddenReason} />}
          </div>
          <div className="d-flex gap-2 align-items-center">
            {onStatus && (
              <Form.Select
                size="sm"
                aria-label={`Status of ${machineTitle(m)}`}
                value={m.status}
                disabled={busy}
                onChange={(e) => onStatus(m, e.target.value as MachineStatus)}
              >
                {MACHINE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Form.Select>
            )}
            <Button size="sm" variant="outline-dark" onClick={() => onEdit(m)}>
              Edit
            </Button>
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onRemove(m)}>
              Remove
            </Button>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
