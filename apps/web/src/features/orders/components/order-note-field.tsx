import { Form } from 'react-bootstrap';
import { NOTE_MAX_LENGTH } from '@ironmatch/contracts/order-messages';

/** A note or comment on an order or an item: optional, up to NOTE_MAX_LENGTH characters. */
export function OrderNoteField({
  id,
  label,
  value,
  rows,
  placeholder,
  className,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  rows: number;
  placeholder?: string;
  className?: string;
  onChange(value: string): void;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {label} <span className="text-body-secondary small">(optional)</span>
      </Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}
