import { useState } from 'react';
import { Alert, Button, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { PICTURE_UPLOAD_TYPES, acceptAttribute, precheckUploads } from '@ironmatch/contracts/files';
import { LISTING_PICTURE_LIMITS, MAX_LISTING_PICTURES } from '@ironmatch/contracts/listing-rules';
import { type OwnListing } from '@ironmatch/contracts/listings';
import { errorText } from '../../../lib/api-client';
import { useOrderPictures, useRemovePicture, useUploadPictures } from '../api';
import { ListingPicture } from './listing-picture';

/** A listing's pictures in the manager: upload, reorder, make the cover, remove. */
export function PicturesEditor({
  listing,
  onChange,
}: {
  listing: OwnListing;
  /** The listing as the server answered after a change (it may be on no page of the list shown). */
  onChange: (listing: OwnListing) => void;
}) {
  const changed = (res: { data: { listing: unknown } }) => onChange(res.data.listing as OwnListing);
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
      onChange(await uploader.mutateAsync({ id: listing.id, files, onProgress: setProgress }));
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
    order.mutate({ id: listing.id, order: ids }, { onSuccess: changed });
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
                onClick={() =>
                  removePicture.mutate({ id: listing.id, picnum: p.picnum }, { onSuccess: changed })
                }
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
