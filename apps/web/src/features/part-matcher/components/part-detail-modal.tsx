import { useState, type ReactNode } from 'react';
import { Button, Carousel, Modal } from 'react-bootstrap';
import type { PartView } from '../part-view';
import { formatPrice } from '../price-display';
import { Picture } from '../../../components/picture';

/**
 * Part detail dialog with an image carousel (spec marketplace 2). Several parts (a received part
 * request matching more than one of ours) are stepped through with Previous / Next.
 */
export function PartDetailModal({
  part,
  parts,
  actions,
  onClose,
}: {
  part?: PartView | null;
  parts?: PartView[] | null;
  /** The row's actions (Send Message, Add to Order), offered in the dialog too (issue 21 item 12). */
  actions?: (part: PartView) => ReactNode;
  onClose: () => void;
}) {
  const list = parts ?? (part ? [part] : []);
  const [index, setIndex] = useState(0);
  const current = list[Math.min(index, list.length - 1)] ?? null;
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <PartDialog
      part={current}
      actions={actions}
      position={
        list.length > 1 ? { index: Math.min(index, list.length - 1), count: list.length, go: setIndex } : null
      }
      onClose={close}
    />
  );
}

function PartDialog({
  part,
  actions,
  position,
  onClose,
}: {
  part: PartView | null;
  actions?: (part: PartView) => ReactNode;
  position: { index: number; count: number; go: (i: number) => void } | null;
  onClose: () => void;
}) {
  return (
    <Modal show={part !== null} onHide={onClose} centered size="lg" aria-labelledby="pm-part-title">
      {part && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="pm-part-title">Part {part.partNumber}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="mb-3 pm-carousel">
              {part.pictures.length > 1 ? (
                <Carousel
                  interval={null}
                  variant="dark"
                  indicators
                  aria-label={`Pictures of part ${part.partNumber}`}
                >
                  {part.pictures.map((pic, i) => (
                    <Carousel.Item key={`${pic.url}-${i}`}>
                      <Picture
                        src={pic.url}
                        alt={`Part ${part.partNumber}, picture ${i + 1} of ${part.pictures.length}`}
                        className="pm-carousel-img"
                      />
                    </Carousel.Item>
                  ))}
                </Carousel>
              ) : (
                <Picture
                  src={part.pictures[0]?.url}
                  alt={part.pictures[0] ? `Part ${part.partNumber}` : `Part ${part.partNumber}: no picture`}
                  className="pm-carousel-img"
                  emptyText="No picture"
                />
              )}
            </div>
            <dl className="row mb-0">
              <dt className="col-5 col-sm-4">Part Number</dt>
              <dd className="col-7 col-sm-8">{part.partNumber}</dd>
              <dt className="col-5 col-sm-4">Description</dt>
              <dd className="col-7 col-sm-8">{part.description || 'N/A'}</dd>
              <dt className="col-5 col-sm-4">Condition</dt>
              <dd className="col-7 col-sm-8">{part.condition || 'N/A'}</dd>
              <dt className="col-5 col-sm-4">Manufacturer</dt>
              <dd className="col-7 col-sm-8">{part.manufacturer || 'N/A'}</dd>
              <dt className="col-5 col-sm-4">Quantity</dt>
              <dd className="col-7 col-sm-8">{part.quantity ?? 'N/A'}</dd>
              <dt className="col-5 col-sm-4">Price</dt>
              <dd className="col-7 col-sm-8">{formatPrice(part.priceCents)}</dd>
              {part.companyName && (
                <>
                  <dt className="col-5 col-sm-4">Seller</dt>
                  <dd className="col-7 col-sm-8">{part.companyName}</dd>
                </>
              )}
            </dl>
            {part.isMessaged && (
              <p className="text-info-emphasis mt-3 mb-0">You have already messaged about this part</p>
            )}
          </Modal.Body>
          <Modal.Footer>
            {position && (
              <div className="me-auto d-flex align-items-center gap-2">
                <Button
                  size="sm"
                  variant="outline-dark"
                  disabled={position.index === 0}
                  onClick={() => position.go(position.index - 1)}
                >
                  Previous
                </Button>
                <span className="small">
                  Part {position.index + 1} of {position.count}
                </span>
                <Button
                  size="sm"
                  variant="outline-dark"
                  disabled={position.index >= position.count - 1}
                  onClick={() => position.go(position.index + 1)}
                >
                  Next
                </Button>
              </div>
            )}
            {actions && <div className="me-auto pm-detail-actions">{actions(part)}</div>}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
