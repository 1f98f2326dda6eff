import { ListGroup } from 'react-bootstrap';
import type { InventoryPart } from '@ironmatch/contracts/inventory';
import { CONDITION_LABELS } from '@ironmatch/contracts/part-matcher-rules';
import { formatCents, formatCount } from '../../../lib/format';
import { PartActions } from './part-actions';

interface Props {
  parts: InventoryPart[];
  onEdit: (part: InventoryPart) => void;
  onPictures: (part: InventoryPart) => void;
  onDelete: (part: InventoryPart) => void;
}

/** The parts as stacked rows below the md breakpoint: nothing scrolls sideways, the actions stay on screen. */
export function PartCards({ parts, ...actions }: Props) {
  return (
    <ListGroup className="d-md-none mb-3" data-testid="parts-cards">
      {parts.map((p) => (
        <ListGroup.Item key={p.id} data-testid="part-row">
          <div className="d-flex justify-content-between gap-2">
            <span className="fw-semibold text-break">{p.partNumber}</span>
            <span className="text-nowrap">
              {p.price === null ? 'Contact for price' : formatCents(p.price)}
            </span>
          </div>
          <div className="small text-muted">
            <span title={p.manufacturerName}>{p.manufacturer}</span> · {CONDITION_LABELS[p.condition]} · Qty{' '}
            {formatCount(p.quantity)}
          </div>
          {p.description && <div className="small text-break">{p.description}</div>}
          <div className="mt-2">
            <PartActions part={p} {...actions} />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
