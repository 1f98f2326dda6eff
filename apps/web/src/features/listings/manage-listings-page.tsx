import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Container, Form, ProgressBar, Row, Spinner, Table } from 'react-bootstrap';
import { PICTURE_UPLOAD_TYPES, acceptAttribute, precheckUploads } from '@ironmatch/contracts/files';
import {
  LISTING_PICTURE_LIMITS,
  LISTING_SUBCATEGORIES,
  MAX_LISTING_PICTURES,
  listingThumbnailUrl,
} from '@ironmatch/contracts/listing-rules';
import {
  LISTING_CATEGORIES,
  categoryInfo,
  type ListedCategory,
} from '@ironmatch/contracts/listing-categories';
import { type ListingBody, type OwnListing } from '@ironmatch/contracts/listings';
import { errorText } from '../../lib/api-client';
import {
  useMyListings,
  useOrderPictures,
  useRemoveListing,
  useRemovePicture,
  useSaveListing,
  useUploadPictures,
} from './api';
import { ListingPicture } from './components/listing-picture';
import { formatListingPrice } from './list-state';
import './listings.scss';

type Draft = Record<Exclude<keyof ListingBody, 'category'>, string> & { category: ListedCategory };

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

function ListingForm({
  editing,
  onDone,
}: {
  editing: OwnListing | null;
  onDone: (saved: OwnListing) => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const save = useSaveListing();
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...draft, price: priceCents(draft.price) } as unknown as ListingBody;
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: onDone });
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
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : editing ? 'Save Listing' : 'Create Listing'}
      </Button>
    </Form>
  );
}

function PicturesEditor({ listing }: { listing: OwnListing }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const order = useOrderPictures();
  const removePicture = useRemovePicture();
  const uploader = useUploadPictures();
  const pictures = listing.pictures;
  const room = MAX_LISTING_PICTURES - pictures.length;

  const upload = async () => {
    setProblem(null);
    const pre = precheckUploads(
      files.map((f) => ({ name: f.name, size: f.size })),
      { ...LISTING_PICTURE_LIMITS, maxFiles: room },
    );
    if (pre) {
      setProblem(
        pre.reason === 'count' ? `A listing has at most ${MAX_LISTING_PICTURES} pictures.` : pre.message,
      );
      return;
    }
    setProgress(0);
    try {
      await uploader.mutateAsync({ id: listing.id, files, onProgress: setProgress });
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (err) {
      setProblem(errorText(err, 'Failed to upload the pictures.'));
    } finally {
      setProgress(null);
    }
  };
  const move = (from: number, to: number) => {
    const ids = pictures.map((p) => p.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    order.mutate({ id: listing.id, order: ids });
  };

  return (
    <section aria-labelledby="lm-pictures-title" className="mt-4">
      <h3 className="h5" id="lm-pictures-title">
        Pictures ({pictures.length} of {MAX_LISTING_PICTURES})
      </h3>
      {pictures.length === 0 && (
        <p className="text-secondary">No pictures yet. The first picture is the cover.</p>
      )}
      <div className="d-flex flex-wrap gap-3 mb-3">
        {pictures.map((p, i) => (
          <figure key={p.id} className="mb-0 text-center" data-testid="manage-picture">
            <ListingPicture
              src={p.thumburl}
              alt={`Picture ${i + 1}`}
              className="fs-manage-thumb"
              width={120}
              height={90}
            />
            <figcaption className="small">{i === 0 ? 'Cover' : `#${i + 1}`}</figcaption>
            <div className="d-flex gap-1 justify-content-center">
              <Button
                size="sm"
                variant="outline-dark"
                aria-label={`Move picture ${i + 1} left`}
                disabled={i === 0 || order.isPending}
                onClick={() => move(i, i - 1)}
              >
                ←
              </Button>
              <Button
                size="sm"
                variant="outline-dark"
                aria-label={`Make picture ${i + 1} the cover`}
                disabled={i === 0 || order.isPending}
                onClick={() => move(i, 0)}
              >
                Cover
              </Button>
              <Button
                size="sm"
                variant="outline-dark"
                aria-label={`Move picture ${i + 1} right`}
                disabled={i === pictures.length - 1 || order.isPending}
                onClick={() => move(i, i + 1)}
              >
                →
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Remove picture ${i + 1}`}
                disabled={removePicture.isPending}
                onClick={() => removePicture.mutate({ id: listing.id, picnum: p.picnum })}
              >
                ✕
              </Button>
            </div>
          </figure>
        ))}
      </div>
      {(order.isError || removePicture.isError) && (
        <Alert variant="danger">
          {errorText(order.error ?? removePicture.error, 'Failed to change the pictures.')}
        </Alert>
      )}
      {room > 0 && (
        <Row className="g-2 align-items-end">
          <Col md={8}>
            <Form.Group controlId="lm-picture-files">
              <Form.Label>Add pictures (up to {room} more)</Form.Label>
              <Form.Control
                key={inputKey}
                type="file"
                multiple
                accept={acceptAttribute(PICTURE_UPLOAD_TYPES)}
                onChange={(e) => setFiles([...((e.target as HTMLInputElement).files ?? [])])}
              />
            </Form.Group>
          </Col>
          <Col md={4}>
            <Button onClick={upload} disabled={files.length === 0 || progress !== null}>
              {progress !== null ? 'Uploading...' : 'Upload Pictures'}
            </Button>
          </Col>
        </Row>
      )}
      {progress !== null && (
        <ProgressBar
          className="mt-2"
          now={Math.round(progress * 100)}
          label={`${Math.round(progress * 100)}%`}
          aria-label="Upload progress"
        />
      )}
      {problem && (
        <Alert variant="danger" className="mt-2" role="alert">
          {problem}
        </Alert>
      )}
    </section>
  );
}

/** /forsale/manage: a dealer's own listings (create, edit, remove, pictures). */
export function ManageListingsPage() {
  const mine = useMyListings();
  const remove = useRemoveListing();
  const [editingId, setEditingId] = useState<number | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Manage Listings | IronMatch';
  }, []);
  const listings = mine.data?.listings ?? [];
  const editing = typeof editingId === 'number' ? (listings.find((l) => l.id === editingId) ?? null) : null;

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">Manage Listings</h1>
          <p className="mb-0 text-white-50">
            Put your equipment for sale in front of every dealer and buyer on the network.
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {note && (
          <Alert variant="success" dismissible onClose={() => setNote(null)}>
            {note}
          </Alert>
        )}
        {editingId === null ? (
          <Button className="mb-3" onClick={() => setEditingId('new')}>
            New Listing
          </Button>
        ) : (
          <Card body className="mb-4">
            <div className="d-flex justify-content-between align-items-center mb-3">
              <h2 className="h4 mb-0">
                {editingId === 'new' ? 'New Listing' : `Edit: ${editing?.title ?? ''}`}
              </h2>
              <Button variant="outline-secondary" size="sm" onClick={() => setEditingId(null)}>
                Close
              </Button>
            </div>
            <ListingForm
              key={String(editingId)}
              editing={editing}
              onDone={(saved) => {
                setNote(
                  editingId === 'new' ? 'Listing created. Add its pictures below.' : 'Listing updated.',
                );
                setEditingId(saved.id);
              }}
            />
            {editing && <PicturesEditor listing={editing} />}
          </Card>
        )}
        {mine.isError && (
          <Alert variant="danger">Error: {errorText(mine.error, 'Failed to fetch results')}</Alert>
        )}
        {remove.isError && (
          <Alert variant="danger">{errorText(remove.error, 'Failed to remove the listing.')}</Alert>
        )}
        <Card>
          <Table hover className="fs-table mb-0">
            <thead>
              <tr>
                <th scope="col">Picture</th>
                <th scope="col">Title</th>
                <th scope="col">Model</th>
                <th scope="col" className="fs-hide-sm">
                  Category
                </th>
                <th scope="col">Price</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {mine.isPending && (
                <tr>
                  <td colSpan={6} className="text-center py-4">
                    <Spinner animation="border" role="status" aria-label="Loading your listings" />
                  </td>
                </tr>
              )}
              {mine.isSuccess && listings.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-center text-secondary py-4">
                    You have no listings yet.
                  </td>
                </tr>
              )}
              {listings.map((l) => (
                <tr key={l.id}>
                  <td>
                    <ListingPicture
                      src={l.pictures[0] ? listingThumbnailUrl(l.pictures[0].filename) : null}
                      alt={l.pictures[0] ? `Cover of ${l.title}` : 'No picture'}
                      className="fs-thumb"
                      width={96}
                      height={72}
                    />
                  </td>
                  <td>{l.title}</td>
                  <td>{l.modelnum}</td>
                  <td className="fs-hide-sm">
                    {categoryInfo(l.category)?.label} / {l.subcategory}
                  </td>
                  <td>{formatListingPrice(l.price)}</td>
                  <td>
                    <div className="d-flex gap-2">
                      <Button size="sm" variant="outline-dark" onClick={() => setEditingId(l.id)}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Remove "${l.title}"? It leaves every list at once.`))
                            remove.mutate(l.id, {
                              onSuccess: () => {
                                if (editingId === l.id) setEditingId(null);
                                setNote('Listing removed.');
                              },
                            });
                        }}
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </Container>
    </>
  );
}
