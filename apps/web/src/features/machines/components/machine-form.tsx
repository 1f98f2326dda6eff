import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { MACHINE_STATUSES, US_STATES } from '@ironmatch/contracts/machine-rules';
import type { Machine, MachineBody } from '@ironmatch/contracts/machines';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useManufacturerList, useSaveMachine } from '../api';
import { statusLabel } from '../machine-text';
import { LinkedPartsEditor, type LinkedPart } from './linked-parts-editor';
import { PartLinesEditor, type PartLineDraft } from './part-lines-editor';

type Draft = Record<
  | 'manufacturer'
  | 'model'
  | 'serialNumber'
  | 'year'
  | 'hours'
  | 'arrivalDate'
  | 'city'
  | 'state'
  | 'status'
  | 'engineMake'
  | 'engineModel'
  | 'transmissionModel'
  | 'notes',
  string
>;

function draftOf(m: Machine | null): Draft {
  return {
    manufacturer: m?.manufacturer ?? 'CAT',
    model: m?.model ?? '',
    serialNumber: m?.serialNumber ?? '',
    year: m?.year == null ? '' : String(m.year),
    hours: m?.hours == null ? '' : String(m.hours),
    arrivalDate: m?.arrivalDate ?? '',
    city: m?.city ?? '',
    state: m?.state ?? '',
    status: m?.status ?? 'arriving',
    engineMake: m?.engineMake ?? '',
    engineModel: m?.engineModel ?? '',
    transmissionModel: m?.transmissionModel ?? '',
    notes: m?.notes ?? '',
  };
}

/** Dollars as typed ('1,250.50') to cents; blank = Contact for price; anything else goes as typed (the server says why). */
function cents(dollars: string): number | null | string {
  const clean = dollars.replace(/[$,\s]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : dollars;
}

const INPUTS: Array<[keyof Draft, string, { type?: string; inputMode?: 'numeric'; md: number }]> = [
  ['serialNumber', 'Serial number', { md: 4 }],
  ['year', 'Year', { inputMode: 'numeric', md: 2 }],
  ['hours', 'Hours', { inputMode: 'numeric', md: 2 }],
  ['arrivalDate', 'Arrival date', { type: 'date', md: 4 }],
  ['city', 'City', { md: 4 }],
  ['engineMake', 'Engine make', { md: 4 }],
  ['engineModel', 'Engine model', { md: 4 }],
  ['transmissionModel', 'Transmission model', { md: 4 }],
];

/** The dealer's form for a new machine or every field of one being edited (PUT replaces the record). */
export function MachineForm({
  editing,
  onDone,
}: {
  editing: Machine | null;
  onDone: (saved: Machine) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [lines, setLines] = useState<PartLineDraft[]>(
    () =>
      editing?.parts.map((p) => ({
        component: p.component,
        condition: p.condition,
        price: p.price === null ? '' : (p.price / 100).toFixed(2),
      })) ?? [],
  );
  const [linked, setLinked] = useState<LinkedPart[]>(() => editing?.inventoryParts ?? []);
  const makes = useManufacturerList();
  const save = useSaveMachine();
  const member = Boolean(useAuth().claims?.memid);
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const send = (asDraft: boolean) => {
    const body = {
      ...draft,
      parts: lines.map((l) => ({ component: l.component, condition: l.condition, price: cents(l.price) })),
      inventoryPartIds: linked.map((p) => p.id),
      draft: asDraft,
    } as unknown as MachineBody;
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: onDone });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Issue 30: only a network member lists a machine; anybody else saves a draft that waits.
    send(!member);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={editing ? 'Edit machine' : 'New machine'}>
      {save.isError && (
        <Alert variant="danger" role="alert">
          {errorText(save.error, 'Failed to save the machine.', { prefer: 'errors', joinErrors: true })}
        </Alert>
      )}
      <Row className="g-3">
        <Col sm={6} md={4}>
          <Form.Group controlId="mm-manufacturer">
            <Form.Label>Manufacturer</Form.Label>
            <Form.Select value={draft.manufacturer} onChange={(e) => set('manufacturer', e.target.value)}>
              {!makes.data && <option value={draft.manufacturer}>{draft.manufacturer}</option>}
              {(makes.data ?? []).map((m) => (
                <option key={m.id} value={m.abbrname}>
                  {m.longName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="mm-model">
            <Form.Label>Model (required)</Form.Label>
            <Form.Control
              value={draft.model}
              maxLength={100}
              required
              placeholder="e.g. 320D L"
              onChange={(e) => set('model', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="mm-status">
            <Form.Label>Status</Form.Label>
            <Form.Select value={draft.status} onChange={(e) => set('status', e.target.value)}>
              {MACHINE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {INPUTS.map(([key, label, o]) => (
          <Col sm={6} md={o.md} key={key}>
            <Form.Group controlId={`mm-${key}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control
                type={o.type ?? 'text'}
                inputMode={o.inputMode}
                maxLength={100}
                value={draft[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </Form.Group>
          </Col>
        ))}
        <Col sm={6} md={2}>
          <Form.Group controlId="mm-state">
            <Form.Label>State</Form.Label>
            <Form.Select value={draft.state} onChange={(e) => set('state', e.target.value)}>
              <option value="">None</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="mm-notes">
            <Form.Label>Notes</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={draft.notes}
              onChange={(e) => set('notes', e.target.value)}
            />
          </Form.Group>
        </Col>
      </Row>
      <PartLinesEditor lines={lines} onChange={setLines} />
      {/* Linked parts are a member's inventory parts. */}
      {member && <LinkedPartsEditor linked={linked} onChange={setLinked} />}
      {!member && (
        <Alert variant="info" className="mt-3 mb-0">
          Only network members list dismantled machines. Save this one as a draft: it waits in your list and
          you can list it once an operator approves your company's membership application (Apply to join the
          network on the Part Seller page).
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {member && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : !editing || editing.draft ? 'List Machine' : 'Save Machine'}
          </Button>
        )}
        <Button
          type={member ? 'button' : 'submit'}
          variant={member ? 'outline-secondary' : 'primary'}
          disabled={save.isPending}
          onClick={member ? () => send(true) : undefined}
        >
          Save as draft
        </Button>
      </div>
    </Form>
  );
}
