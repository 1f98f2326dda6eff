import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';

/** A manager page's search box: applied after a short pause while typing, or at once on Enter. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const apply = useRef(onChange);
  useEffect(() => {
    apply.current = onChange;
  });
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => apply.current(draft), 350);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        value={draft}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(draft);
        }}
      />
    </Form.Group>
  );
}
