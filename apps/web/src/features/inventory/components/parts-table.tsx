import { useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row, Spinner, Table } from 'react-bootstrap';
import { INVENTORY_PAGE_SIZE, MAX_PART_PICTURES, type InventoryPart } from '@ironmatch/contracts/inventory';
import { acceptAttribute, PICTURE_UPLOAD_TYPES } from '@ironmatch/contracts/files';
import { CONDITIONS, CONDITION_LABELS, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import { errorText } from '../../../lib/api-client';
import { formatCents, formatCount } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useAddPictures, useDeletePart, useManufacturers, useParts, type PartFilter } from '../api';
import { PartActions } from './part-actions';
import { PartCards } from './part-cards';
import { PartFormModal } from './part-form-modal';

const price = (cents: number | null) => (cents === null ? 'Contact for price' : formatCents(cents));

function PicturesModal({ part, onClose }: { part: InventoryPart | null; onClose: () => void }) {
  const add = useAddPictures();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState<InventoryPart | null>(null);
  const current = shown && part && shown.id === part.id ? shown : part;

  async function upload() {
    if (!part || files.length === 0) return;
    setProblem(undefined);
    try {
      setShown(await add.mutateAsync({ id: part.id, files }));
      setFiles([]);
    } catch (err) {
      setProblem(errorText(err, 'The pictures could not be added'));
    }
  }

  return (
    <Modal show={part !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Pictures of {part?.partNumber}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem && <Alert variant="danger">{problem}</Alert>}
        <div className="d-flex flex-wrap gap-2 mb-3">
          {current?.pictures.length === 0 && <span className="text-muted">No pictures yet.</span>}
          {current?.pictures.map((p) => (
            <a key={p.key} href={p.url} target="_blank" rel="noreferrer">
              <img
                src={p.thumbUrl}
                alt=""
                width={96}
                height={72}
                className="rounded border object-fit-cover"
              />
            </a>
          ))}
        </div>
        <Form.Group controlId="part-pictures">
          <Form.Label>Add pictures (up to {MAX_PART_PICTURES} per part)</Form.Label>
          <Form.Control
            type="file"
            multiple
            accept={acceptAttribute(PICTURE_UPLOAD_TYPES)}
            onChange={(e) => setFiles([...((e.target as HTMLInputElement).files ?? [])])}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button disabled={files.length === 0 || add.isPending} onClick={() => void upload()}>
          {add.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** My parts: paged and filtered, with add, edit, delete and pictures. */
export function PartsTable() {
  const makes = useManufacturers();
  const [filter, setFilter] = useState<PartFilter>({ q: '', manufacturer: '', condition: '' });
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useParts(filter, page, INVENTORY_PAGE_SIZE);
  const remove = useDeletePart();
  const [editing, setEditing] = useState<InventoryPart | null | 'new'>(null);
  const [deleting, setDeleting] = useState<InventoryPart | null>(null);
  const [picturing, setPicturing] = useState<InventoryPart | null>(null);
  const [note, showNote] = useTimedMessage<string>();
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / INVENTORY_PAGE_SIZE));

  const actions = { onEdit: setEditing, onPictures: setPicturing, onDelete: setDeleting };

  const change = (next: Partial<PartFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <>
      <Row className="g-2 mb-3 align-items-end">
        <Col xs={12} md={4}>
          <Form.Group controlId="filter-part-number">
            <Form.Label className="small mb-1">Part number starts with</Form.Label>
            <Form.Control size="sm" value={filter.q} onChange={(e) => change({ q: e.target.value })} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="filter-make">
            <Form.Label className="small mb-1">Manufacturer</Form.Label>
            <Form.Select
              size="sm"
              value={filter.manufacturer}
              onChange={(e) => change({ manufacturer: e.target.value })}
            >
              <option value="">All Manufacturers</option>
              {(makes.data ?? []).map((m) => (
                <option key={m.id} value={m.abbrname}>
                  {m.abbrname}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="filter-condition">
            <Form.Label className="small mb-1">Condition</Form.Label>
            <Form.Select
              size="sm"
              value={filter.condition}
              onChange={(e) => change({ condition: e.target.value as Condition | '' })}
            >
              <option value="">All Conditions</option>
              {CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {CONDITION_LABELS[c]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} md={2} className="text-md-end">
          <Button size="sm" onClick={() => setEditing('new')}>
            Add part
          </Button>
        </Col>
      </Row>
      {note && <Alert variant="success">{note}</Alert>}
      {error && <Alert variant="danger">{errorText(error, 'Failed to load your parts')}</Alert>}
      {isLoading && <Spinner animation="border" size="sm" />}
      {data && data.count === 0 && <p className="text-muted">No parts to show.</p>}
      {data && data.count > 0 && <PartCards parts={data.parts} {...actions} />}
      {data && data.count > 0 && (
        <div className="table-responsive d-none d-md-block">
          <Table striped hover size="sm" className="align-middle" data-testid="parts-table">
            <thead>
              <tr>
                <th className="text-nowrap">Part Number</th>
                <th>Make</th>
                <th>Condition</th>
                <th className="d-none d-md-table-cell">Description</th>
                <th className="text-end">Quantity</th>
                <th className="text-end">Price</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.parts.map((p) => (
                <tr key={p.id} data-testid="part-row">
                  <td className="fw-semibold">{p.partNumber}</td>
                  <td title={p.manufacturerName}>{p.manufacturer}</td>
                  <td>{CONDITION_LABELS[p.condition]}</td>
                  <td className="d-none d-md-table-cell">{p.description}</td>
                  <td className="text-end">{formatCount(p.quantity)}</td>
                  <td className="text-end text-nowrap">{price(p.price)}</td>
                  <td className="text-nowrap">
                    <PartActions part={p} {...actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && data.count > 0 && (
        <div className="d-flex align-items-center gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <span className="small">
            Page {page} of {pages} ({formatCount(data.count)} parts)
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
      <PartFormModal
        show={editing !== null}
        part={editing === 'new' ? null : editing}
        onClose={(message) => {
          setEditing(null);
          if (message) showNote(message);
        }}
      />
      <PicturesModal part={picturing} onClose={() => setPicturing(null)} />
      <Modal show={deleting !== null} onHide={() => setDeleting(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Delete part?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {deleting?.partNumber} ({deleting?.manufacturer}, {deleting && CONDITION_LABELS[deleting.condition]}
          ) will no longer be found by buyers.
          {remove.error && (
            <Alert variant="danger">{errorText(remove.error, 'The part could not be deleted')}</Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  showNote('Part deleted.');
                },
              })
            }
          >
            Delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
