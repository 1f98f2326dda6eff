import { Button, ButtonGroup } from 'react-bootstrap';
import type { InventoryPart } from '@ironmatch/contracts/inventory';

interface Props {
  part: InventoryPart;
  onEdit: (part: InventoryPart) => void;
  onPictures: (part: InventoryPart) => void;
  onDelete: (part: InventoryPart) => void;
}

/** A part's Edit, Pictures (n) and Delete buttons; each label stays on one line. */
export function PartActions({ part, onEdit, onPictures, onDelete }: Props) {
  return (
    <ButtonGroup size="sm">
      <Button variant="outline-primary" className="text-nowrap" onClick={() => onEdit(part)}>
        Edit
      </Button>
      <Button variant="outline-secondary" className="text-nowrap" onClick={() => onPictures(part)}>
        Pictures{part.pictures.length > 0 ? ` (${part.pictures.length})` : ''}
      </Button>
      <Button variant="outline-danger" className="text-nowrap" onClick={() => onDelete(part)}>
        Delete
      </Button>
    </ButtonGroup>
  );
}
