import { useState } from 'react';
import { Alert, Badge, Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import {
  CROSS_REFERENCE_RELATIONS,
  entryReference,
  type CrossReferenceRelation,
} from '@ironmatch/contracts/inventory-cross-reference-column';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { errorText } from '../../../lib/api-client';
import {
  useAddCrossReference,
  useDeleteCrossReference,
  usePartCrossReferences,
} from '../cross-references-api';

const RELATION_LABELS: Record<CrossReferenceRelation, string> = {
  replaces: 'Replaces',
  'replaced-by': 'Replaced by',
  interchangeable: 'Interchangeable with',
  aftermarket: 'Aftermarket number',
};

/** A stored reference as this part sees it ("Replaces 1R0716"). */
function describe(number: string, r: CrossReference): string {
  const other = r.fromPartNumber === number ? r.toPartNumber : r.fromPartNumber;
  const make = (m: string | null) => (m ? ` (${m})` : '');
  if (r.kind === 'supersedes')
    return r.toPartNumber === number ? `Replaces ${other}` : `Replaced by ${other}${make(r.toManufacturer)}`;
  if (r.kind === 'interchangeable') return `Interchangeable with ${other}`;
  return r.fromPartNumber === number ? `Aftermarket number ${other}` : `Aftermarket number for ${other}`;
}

/**
 * The single-part form's cross-references (issue 29): the company's own references on this part's number,
 * added and removed through /api/inventory/cross-references. They apply to searches of this company's stock.
 */
export function PartCrossReferences({ partNumber, make }: { partNumber: string; make: string }) {
  const number = normalizePartNumber(partNumber);
  const list = usePartCrossReferences(number);
  const add = useAddCrossReference();
  const remove = useDeleteCrossReference();
  const [relation, setRelation] = useState<CrossReferenceRelation>('replaces');
  const [other, setOther] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  async function submit() {
    setProblem(undefined);
    const ref = entryReference(relation, number, normalizePartNumber(other));
    try {
      await add.mutateAsync({
        fromPartNumber: ref.from,
        fromManufacturer: make,
        toPartNumber: ref.to,
        toManufacturer: ref.toAnyMake ? null : make,
        kind: ref.kind,
        serialNote: note.trim() === '' ? null : note.trim(),
      });
      setOther('');
      setNote('');
    } catch (err) {
      setProblem(errorText(err, 'The cross-reference could not be added'));
    }
  }

  const rows = list.data?.crossReferences ?? [];
  return (
    <section aria-labelledby="part-xref-title" className="mt-3 border-top pt-3">
      <h3 id="part-xref-title" className="h6">
        Cross-references
      </h3>
      <p className="small text-body-secondary mb-2">
        Old, interchangeable and aftermarket numbers of this part: buyers who search them find it.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {rows.length > 0 ? (
        <ListGroup as="ul" className="mb-2" aria-label="Cross-references of this part">
          {rows.map((r) => (
            <ListGroup.Item as="li" key={r.id} className="d-flex align-items-center gap-2 flex-wrap">
              <span className="fw-semibold">{describe(number, r)}</span>
              {r.serialNote && <Badge bg="secondary">{r.serialNote}</Badge>}
              <Button
                size="sm"
                variant="outline-danger"
                className="ms-auto"
                aria-label={`Remove ${describe(number, r)}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(r.id, {
                    onError: (err) => setProblem(errorText(err, 'The cross-reference could not be removed')),
                  })
                }
              >
                Remove
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : (
        <p className="small mb-2">{list.isLoading ? 'Loading...' : 'No cross-references yet.'}</p>
      )}
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={4}>
          <Form.Group controlId="xref-relation">
            <Form.Label className="small mb-1">This part</Form.Label>
            <Form.Select
              size="sm"
              value={relation}
              onChange={(e) => setRelation(e.target.value as CrossReferenceRelation)}
            >
              {CROSS_REFERENCE_RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {RELATION_LABELS[r]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} sm={3}>
          <Form.Group controlId="xref-number">
            <Form.Label className="small mb-1">Part number</Form.Label>
            <Form.Control size="sm" value={other} maxLength={60} onChange={(e) => setOther(e.target.value)} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={3}>
          <Form.Group controlId="xref-note">
            <Form.Label className="small mb-1">Serial note</Form.Label>
            <Form.Control
              size="sm"
              value={note}
              maxLength={200}
              placeholder="S/N 2XJ1-UP"
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={2}>
          <Button
            size="sm"
            className="w-100"
            variant="outline-primary"
            disabled={add.isPending || normalizePartNumber(other) === ''}
            onClick={() => void submit()}
          >
            Add
          </Button>
        </Col>
      </Row>
    </section>
  );
}
