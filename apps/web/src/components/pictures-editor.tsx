import { useState, type ReactNode } from 'react';
import { Alert, Button, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import {
  PICTURE_UPLOAD_TYPES,
  acceptAttribute,
  precheckUploads,
  type UploadLimits,
} from '@ironmatch/contracts/files';
import { errorText } from '../lib/api-client';
import { Picture } from './picture';

/**
 * A record's pictures in a manager page (listings, machines): the thumbnails with each one's actions,
 * and the upload (checked in the browser against the same limits the server applies, with progress).
 * The first picture is the cover.
 */
export function PicturesEditor({
  idPrefix,
  pictures,
  limits,
  tooManyMessage,
  upload,
  actions,
  problem: actionProblem,
  testId,
  thumbClassName,
}: {
  /** Prefix of the element ids (`<prefix>-pictures-title`, `<prefix>-picture-files`). */
  idPrefix: string;
  pictures: ReadonlyArray<{ key: number; thumbUrl: string | null }>;
  limits: UploadLimits;
  /** The sentence for more files than there is room for. */
  tooManyMessage: string;
  /** Uploads the files; rejects with the server's sentence. */
  upload: (files: File[], onProgress: (fraction: number) => void) => Promise<unknown>;
  /** The buttons under picture `index` (remove, move, cover). */
  actions: (index: number) => ReactNode;
  /** A failed picture action's sentence. */
  problem?: string | null;
  testId: string;
  thumbClassName: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const room = limits.maxFiles - pictures.length;

  const send = async () => {
    setProblem(null);
    const pre = precheckUploads(
      files.map((f) => ({ name: f.name, size: f.size })),
      { ...limits, maxFiles: room },
    );
    if (pre) {
      setProblem(pre.reason === 'count' ? tooManyMessage : pre.message);
      return;
    }
    setProgress(0);
    try {
      await upload(files, setProgress);
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (err) {
      setProblem(errorText(err, 'Failed to upload the pictures.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={`${idPrefix}-pictures-title`} className="mt-4">
      <h3 className="h5" id={`${idPrefix}-pictures-title`}>
        Pictures ({pictures.length} of {limits.maxFiles})
      </h3>
      {pictures.length === 0 && (
        <p className="text-secondary">No pictures yet. The first picture is the cover.</p>
      )}
      <div className="d-flex flex-wrap gap-3 mb-3">
        {pictures.map((p, i) => (
          <figure key={p.key} className="mb-0 text-center" data-testid={testId}>
            <Picture
              src={p.thumbUrl ?? undefined}
              alt={`Picture ${i + 1}`}
              className={thumbClassName}
              width={120}
              height={90}
            />
            <figcaption className="small">{i === 0 ? 'Cover' : `#${i + 1}`}</figcaption>
            <div className="d-flex gap-1 justify-content-center">{actions(i)}</div>
          </figure>
        ))}
      </div>
      {actionProblem && <Alert variant="danger">{actionProblem}</Alert>}
      {room > 0 && (
        <Row className="g-2 align-items-end">
          <Col md={8}>
            <Form.Group controlId={`${idPrefix}-picture-files`}>
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
            <Button onClick={() => void send()} disabled={files.length === 0 || progress !== null}>
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
