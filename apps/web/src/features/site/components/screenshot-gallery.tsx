import { useId, useState } from 'react';
import { Carousel, Col, Modal, Row } from 'react-bootstrap';
import { SafeImage } from '../../../components/safe-image';

export interface Screenshot {
  src: string;
  alt: string;
  caption: string;
}

/** A grid of screenshot thumbnails; choosing one opens a modal carousel of the whole set at that picture. */
export function ScreenshotGallery({ title, shots }: { title: string; shots: Screenshot[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();

  return (
    <>
      <Row xs={2} lg={shots.length >= 4 ? 4 : 3} className="g-2 g-md-3">
        {shots.map((shot, i) => (
          <Col key={shot.src}>
            <button type="button" className="im-shot" onClick={() => setOpen(i)} aria-haspopup="dialog">
              <SafeImage src={shot.src} alt={shot.alt} width={1280} height={800} />
              <span className="im-shot__caption">
                {shot.caption}
                <span className="visually-hidden"> (open larger)</span>
              </span>
            </button>
          </Col>
        ))}
      </Row>
      <Modal
        show={open !== null}
        onHide={() => setOpen(null)}
        size="xl"
        centered
        aria-labelledby={titleId}
        className="im-shot-modal"
      >
        <Modal.Header closeButton closeLabel="Close screenshots">
          <Modal.Title as="h2" id={titleId} className="h5">
            {title}
            {open !== null && (
              <span className="fw-normal text-body-secondary"> · {shots[open]?.caption}</span>
            )}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {open !== null && (
            <Carousel
              activeIndex={open}
              onSelect={(i) => setOpen(i)}
              interval={null}
              variant="dark"
              indicatorLabels={shots.map((s) => `Show ${s.caption}`)}
              prevLabel="Previous screenshot"
              nextLabel="Next screenshot"
            >
              {shots.map((shot) => (
                <Carousel.Item key={shot.src}>
                  <SafeImage src={shot.src} alt={shot.alt} width={1280} height={800} loading="eager" />
                </Carousel.Item>
              ))}
            </Carousel>
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
