import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { US_STATES } from '@ironmatch/contracts/machine-rules';
import { NO_FILTERS, useManufacturerList, type MachineFilters } from '../api';

/** The buyers' search: make, model and serial prefixes, years, state (and the sort when logged in). */
export function MachineFilterForm({
  value,
  guest,
  onSearch,
}: {
  value: MachineFilters;
  guest: boolean;
  onSearch: (filters: MachineFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const makes = useManufacturerList();
  const set = (key: keyof MachineFilters, v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <Form onSubmit={submit} aria-label="Search machines" className="mb-3">
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={6} lg={2}>
          <Form.Group controlId="mc-f-manufacturer">
            <Form.Label>Manufacturer</Form.Label>
            <Form.Select value={draft.manufacturer} onChange={(e) => set('manufacturer', e.target.value)}>
              <option value="">All manufacturers</option>
              {(makes.data ?? []).map((m) => (
                <option key={m.id} value={m.abbrname}>
                  {m.longName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Group controlId="mc-f-model">
            <Form.Label>Model</Form.Label>
            <Form.Control
              value={draft.model}
              placeholder="e.g. 320D"
              maxLength={100}
              autoComplete="off"
              onChange={(e) => set('model', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={6} sm={3} lg={2}>
          <Form.Group controlId="mc-f-serial">
            <Form.Label>Serial number</Form.Label>
            <Form.Control
              value={draft.serial}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => set('serial', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={4} sm={2} lg={1}>
          <Form.Group controlId="mc-f-year-from">
            <Form.Label>Year from</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={draft.yearFrom}
              maxLength={4}
              onChange={(e) => set('yearFrom', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={4} sm={2} lg={1}>
          <Form.Group controlId="mc-f-year-to">
            <Form.Label>Year to</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={draft.yearTo}
              maxLength={4}
              onChange={(e) => set('yearTo', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={4} sm={2} lg={1}>
          <Form.Group controlId="mc-f-state">
            <Form.Label>State</Form.Label>
            <Form.Select value={draft.state} onChange={(e) => set('state', e.target.value)}>
              <option value="">All</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {!guest && (
          <Col xs={6} sm={3} lg={2}>
            <Form.Group controlId="mc-f-sort">
              <Form.Label>Sort</Form.Label>
              <Form.Select
                value={draft.sort}
                onChange={(e) => {
                  const next = { ...draft, sort: e.target.value as MachineFilters['sort'] };
                  setDraft(next);
                  onSearch(next);
                }}
              >
                <option value="newest">Newest first</option>
                <option value="distance">Nearest to you</option>
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col xs={6} sm="auto" className="d-flex gap-2">
          <Button type="submit">Search</Button>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              onSearch(NO_FILTERS);
            }}
          >
            Clear
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
