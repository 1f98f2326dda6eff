import { Form } from 'react-bootstrap';
import { ALL_CONDITIONS, ALL_MANUFACTURERS, CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import { useManufacturers } from '../api';

/** 'All Manufacturers' plus the list in the spec's order (the server sorts it). */
export function ManufacturerSelect({
  id,
  value,
  onChange,
  label = 'Manufacturer',
  guest = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  guest?: boolean;
}) {
  const manufacturers = useManufacturers(guest);
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL_MANUFACTURERS}>{ALL_MANUFACTURERS}</option>
        {manufacturers.data?.map((m) => (
          <option key={m.id} value={m.abbrname}>
            {m.abbrname}
          </option>
        ))}
      </Form.Select>
      {manufacturers.isError && <Form.Text className="text-danger">{manufacturers.error.message}</Form.Text>}
    </Form.Group>
  );
}

export function ConditionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>Condition</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL_CONDITIONS}>{ALL_CONDITIONS}</option>
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
