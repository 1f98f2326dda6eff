import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { LISTING_SUBCATEGORIES } from '@ironmatch/contracts/listing-rules';
import { LISTING_CATEGORIES, type ListedCategory } from '@ironmatch/contracts/listing-categories';
import { type ListingBody, type OwnListing } from '@ironmatch/contracts/listings';
import { errorText } from '../../../lib/api-client';
import { useSaveListing } from '../api';
import { useAuth } from '../../../lib/auth-context';

type Draft = Record<Exclude<keyof ListingBody, 'category' | 'draft'>, string> & { category: ListedCategory };

const EMPTY: Draft = {
  title: '',
  modelnum: '',
  manuflong: '',
  condlong: 'Used',
  category: 100,
  subcategory: LISTING_SUBCATEGORIES[100][0]!,
  price: '',
  details: '',
  shipnotes: '',
  serialnum: '',
  stocknum: '',
  modelyear: '',
  hours: '',
  dimensions: '',
  weight: '',
  location: '',
  city: '',
  state: '',
};

function draftOf(l: OwnListing): Draft {
  return {
    title: l.title,
    modelnum: l.modelnum,
    manuflong: l.manuflong,
    condlong: l.condlong,
    category: l.category as ListedCategory,
    subcategory: l.subcategory,
    price: l.price === null ? '' : String(l.price / 100),
    details: l.details.replace(/<br\s*\/?>/gi, '\n'),
    shipnotes: l.shipnotes,
    serialnum: l.serialnum,
    stocknum: l.stocknum,
    modelyear: l.modelyear === null ? '' : String(l.modelyear),
    hours: l.hours === null ? '' : String(l.hours),
    dimensions: l.dimensions,
    weight: l.weight,
    location: l.location,
    city: l.city,
    state: l.state,
  };
}

/** Dollars as typed ('45,000.50') to cents; empty = no price. */
function priceCents(dollars: string): number | null | string {
  const clean = dollars.replace(/[$,\s]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : dollars;
}

const TEXT_FIELDS: Array<[keyof Draft, string]> = [
  ['manuflong', 'Manufacturer'],
  ['condlong', 'Condition'],
  ['serialnum', 'Serial Number'],
  ['stocknum', 'Stock Number'],
  ['modelyear', 'Model Year'],
  ['hours', 'Hours'],
  ['dimensions', 'Dimensions'],
  ['weight', 'Weight'],
  ['location', 'Location'],
  ['city', 'City'],
  ['state', 'State'],
];

/** The listing manager's form: a new listing, or every field of one being edited. */
export function ListingForm({
  editing,
  onDone,
}: {
  editing: OwnListing | null;
  onDone: (saved: OwnListing) => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const save = useSaveListing();
  const member = Boolean(useAuth().claims?.memid);
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const send = (asDraft: boolean) => {
    const body = { ...draft, price: priceCents(draft.price), draft: asDraft } as unknown as ListingBody;
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: onDone });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Issue 30: only a network member publishes; anybody else saves a draft that waits.
    send(!member);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={editing ? 'Edit listing' : 'New listing'}>
      {save.isError && (
        <Alert variant="danger" role="alert">
          {errorText(save.error, 'Failed to save the listing.', { prefer: 'errors', joinErrors: true })}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={8}>
          <Form.Group controlId="lm-title">
            <Form.Label>Title</Form.Label>
            <Form.Control
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              required
              maxLength={200}
            />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="lm-modelnum">
            <Form.Label>Model Number</Form.Label>
            <Form.Control
              value={draft.modelnum}
              onChange={(e) => set('modelnum', e.target.value)}
              required
              maxLength={100}
            />
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="lm-category">
            <Form.Label>Category</Form.Label>
            <Form.Select
              value={draft.category}
              onChange={(e) => {
                const category = Number(e.target.value) as ListedCategory;
                setDraft((d) => ({ ...d, category, subcategory: LISTING_SUBCATEGORIES[category][0]! }));
              }}
            >
              {LISTING_CATEGORIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="lm-subcategory">
            <Form.Label>Subcategory</Form.Label>
            <Form.Select value={draft.subcategory} onChange={(e) => set('subcategory', e.target.value)}>
              {LISTING_SUBCATEGORIES[draft.category].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="lm-price">
            <Form.Label>Price (USD, empty for none)</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
            />
          </Form.Group>
        </Col>
        {TEXT_FIELDS.map(([key, label]) => (
          <Col sm={6} md={3} key={key}>
            <Form.Group controlId={`lm-${key}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control value={String(draft[key])} onChange={(e) => set(key, e.target.value)} />
            </Form.Group>
          </Col>
        ))}
        <Col md={8}>
          <Form.Group controlId="lm-details">
            <Form.Label>Details</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={draft.details}
              onChange={(e) => set('details', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="lm-shipnotes">
            <Form.Label>Shipping Notes</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={draft.shipnotes}
              onChange={(e) => set('shipnotes', e.target.value)}
            />
          </Form.Group>
        </Col>
      </Row>
      {!member && (
        <Alert variant="info" className="mt-3 mb-0">
          Only network members publish for-sale listings. Save this one as a draft: it waits in My Listings
          and you can publish it once an operator approves your company's membership application (Apply to
          join the network on the Part Seller page).
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {member && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? 'Saving...'
              : !editing
                ? 'Create Listing'
                : editing.draft
                  ? 'Publish Listing'
                  : 'Save Listing'}
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
