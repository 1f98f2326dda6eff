import { useState } from 'react';
import { Badge, Button, CloseButton, Form, ListGroup } from 'react-bootstrap';
import { useInventoryLookup } from '../api';

export interface LinkedPart {
  id: number;
  partNumber: string;
  manufacturer: string;
  description: string;
}

/** Links to the company's own inventory parts: find by part number, add, remove. */
export function LinkedPartsEditor({
  linked,
  onChange,
}: {
  linked: LinkedPart[];
  onChange: (parts: LinkedPart[]) => void;
}) {
  const [q, setQ] = useState('');
  const found = useInventoryLookup(q);
  const ids = new Set(linked.map((p) => p.id));
  return (
    <fieldset className="mt-4">
      <legend className="h6">Linked inventory parts</legend>
      <div className="d-flex flex-wrap gap-2 mb-2" data-testid="linked-parts">
        {linked.length === 0 && <span className="text-secondary small">None linked.</span>}
        {linked.map((p) => (
          <Badge key={p.id} bg="light" text="dark" className="border d-flex align-items-center gap-1">
            {p.manufacturer} {p.partNumber}
            <CloseButton
              aria-label={`Unlink ${p.partNumber}`}
              onClick={() => onChange(linked.filter((x) => x.id !== p.id))}
            />
          </Badge>
        ))}
      </div>
      <Form.Group controlId="mm-link-search">
        <Form.Label className="small mb-0">Find a part of your inventory by number</Form.Label>
        <Form.Control
          size="sm"
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setQ(e.target.value)}
        />
      </Form.Group>
      {found.data && q.trim().length >= 2 && (
        <ListGroup className="mt-1">
          {found.data.length === 0 && (
            <ListGroup.Item className="small">No part of yours matches.</ListGroup.Item>
          )}
          {found.data.map((p) => (
            <ListGroup.Item
              key={p.id}
              className="d-flex justify-content-between align-items-center small gap-2"
            >
              <span className="text-truncate">
                {p.manufacturer} <strong>{p.partNumber}</strong> {p.description}
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={ids.has(p.id)}
                onClick={() => onChange([...linked, p])}
              >
                {ids.has(p.id) ? 'Linked' : 'Link'}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </fieldset>
  );
}
