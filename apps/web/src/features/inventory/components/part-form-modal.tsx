import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row } from 'react-bootstrap';
import { parsePriceCents, parseQuantity, type InventoryPart } from '@ironmatch/contracts/inventory';
import { CONDITIONS, CONDITION_LABELS, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import { errorText } from '../../../lib/api-client';
import { centsAsDecimal } from '../../../lib/format';
import { useManufacturers, useSavePart } from '../api';

interface Draft {
  partNumber: string;
  manufacturer: string;
  condition: Condition;
  description: string;
  quantity: string;
  price: string;
  /** Issue 25: what wholesale-tier customers pay; empty: they pay the price. */
  wholesalePrice: string;
}

const dollars = (cents: number | null) => (cents === null ? '' : centsAsDecimal(cents));

function draftOf(part: InventoryPart | null): Draft {
  return part
    ? {
        partNumber: part.partNumber,
        manufacturer: part.manufacturer,
        condition: part.condition,
        description: part.description,
        quantity: String(part.quantity),
        price: dollars(part.price),
        wholesalePrice: dollars(part.wholesalePrice),
      }
    : {
        partNumber: '',
        manufacturer: 'CAT',
        condition: 'NEW',
        description: '',
        quantity: '1',
        price: '',
        wholesalePrice: '',
      };
}

/** Add or edit one part; the price is typed in dollars and sent in cents. */
export function PartFormModal({
  show,
  part,
  onClose,
}: {
  show: boolean;
  part: InventoryPart | null;
  onClose: (message?: string) => void;
}) {
  const makes = useManufacturers();
  const save = useSavePart();
  const [draft, setDraft] = useState<Draft>(draftOf(part));
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (show) {
      setDraft(draftOf(part));
      setProblem(undefined);
    }
  }, [show, part]);

  const set = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: e.target.value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const quantity = parseQuantity(draft.quantity);
    const price = parsePriceCents(draft.price);
    if (quantity === undefined) return setProblem('Quantity must be a whole number of 0 or more.');
    if (price === undefined) return setProblem('Price must be an amount of 0 or more, such as 1,234.50.');
    const wholesalePrice = parsePriceCents(draft.wholesalePrice);
    if (wholesalePrice === undefined)
      return setProblem('Wholesale price must be an amount of 0 or more, such as 1,234.50.');
    try {
      await save.mutateAsync({
        id: part?.id,
        body: {
          partNumber: draft.partNumber,
          manufacturer: draft.manufacturer,
          condition: draft.condition,
          description: draft.description,
          quantity,
          price,
          wholesalePrice,
        },
      });
      onClose(part ? 'Part saved.' : 'Part added.');
    } catch (err) {
      setProblem(errorText(err, 'The part could not be saved'));
    }
  }

  return (
    <Modal show={show} onHide={() => onClose()} centered>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {part ? 'Edit part' : 'Add part'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {problem && <Alert variant="danger">{problem}</Alert>}
          <Form.Group className="mb-2" controlId="part-number">
            <Form.Label>Part number</Form.Label>
            <Form.Control value={draft.partNumber} onChange={set('partNumber')} required maxLength={60} />
          </Form.Group>
          <Row className="g-2 mb-2">
            <Col sm={6}>
              <Form.Group controlId="part-make">
                <Form.Label>Manufacturer</Form.Label>
                <Form.Select value={draft.manufacturer} onChange={set('manufacturer')}>
                  {(makes.data ?? []).map((m) => (
                    <option key={m.id} value={m.abbrname}>
                      {m.abbrname} - {m.longName}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="part-condition">
                <Form.Label>Condition</Form.Label>
                <Form.Select value={draft.condition} onChange={set('condition')}>
                  {CONDITIONS.map((c) => (
                    <option key={c} value={c}>
                      {CONDITION_LABELS[c]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          <Form.Group className="mb-2" controlId="part-description">
            <Form.Label>Description</Form.Label>
            <Form.Control value={draft.description} onChange={set('description')} maxLength={500} />
          </Form.Group>
          <Row className="g-2">
            <Col xs={6}>
              <Form.Group controlId="part-quantity">
                <Form.Label>Quantity</Form.Label>
                <Form.Control inputMode="numeric" value={draft.quantity} onChange={set('quantity')} />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="part-price">
                <Form.Label>Price ($)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  placeholder="Contact for price"
                  value={draft.price}
                  onChange={set('price')}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Group controlId="part-wholesale-price">
                <Form.Label>Wholesale price ($)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  placeholder="Same as price"
                  value={draft.wholesalePrice}
                  onChange={set('wholesalePrice')}
                  aria-describedby="part-wholesale-hint"
                />
                <Form.Text id="part-wholesale-hint">
                  Charged to the customers you set to the wholesale tier.
                </Form.Text>
              </Form.Group>
            </Col>
          </Row>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onClose()}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
