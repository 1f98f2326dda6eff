import { Button, Col, Form, Row } from 'react-bootstrap';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';

export interface PartLineDraft {
  component: string;
  condition: string;
  /** Dollars as typed; blank = 'Contact for price'. */
  price: string;
}

/** The machine's free part lines: component, condition, price or blank for 'Contact for price'. */
export function PartLinesEditor({
  lines,
  onChange,
}: {
  lines: PartLineDraft[];
  onChange: (lines: PartLineDraft[]) => void;
}) {
  const update = (i: number, patch: Partial<PartLineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="mt-4">
      <legend className="h6">Parts available from it</legend>
      {lines.length === 0 && <p className="text-secondary small mb-2">No part lines yet.</p>}
      {lines.map((l, i) => (
        <Row key={i} className="g-2 mb-2 align-items-end" data-testid="part-line">
          <Col xs={12} md={6}>
            <Form.Group controlId={`mm-line-${i}-component`}>
              <Form.Label className="small mb-0">Component</Form.Label>
              <Form.Control
                size="sm"
                value={l.component}
                maxLength={200}
                onChange={(e) => update(i, { component: e.target.value })}
              />
            </Form.Group>
          </Col>
          <Col xs={5} md={2}>
            <Form.Group controlId={`mm-line-${i}-condition`}>
              <Form.Label className="small mb-0">Condition</Form.Label>
              <Form.Select
                size="sm"
                value={l.condition}
                onChange={(e) => update(i, { condition: e.target.value })}
              >
                {CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={4} md={3}>
            <Form.Group controlId={`mm-line-${i}-price`}>
              <Form.Label className="small mb-0">Price (USD)</Form.Label>
              <Form.Control
                size="sm"
                inputMode="decimal"
                placeholder="Contact for price"
                value={l.price}
                onChange={(e) => update(i, { price: e.target.value })}
              />
            </Form.Group>
          </Col>
          <Col xs={3} md={1}>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Remove part line ${i + 1}`}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </Col>
        </Row>
      ))}
      <Button
        size="sm"
        variant="outline-dark"
        onClick={() => onChange([...lines, { component: '', condition: 'USED', price: '' }])}
      >
        Add part line
      </Button>
    </fieldset>
  );
}
