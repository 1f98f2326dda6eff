import { useState } from 'react';
import { Alert, Button, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { PICTURE_UPLOAD_TYPES, acceptAttribute, precheckUploads } from '@ironmatch/contracts/files';
import {
  MACHINE_MESSAGES as M,
  MACHINE_PICTURE_LIMITS,
  MAX_MACHINE_PICTURES,
} from '@ironmatch/contracts/machine-rules';
import type { Machine } from '@ironmatch/contracts/machines';
import { Picture } from '../../../components/picture';
import { errorText } from '../../../lib/api-client';
import { useRemoveMachinePicture, useUploadMachinePictures } from '../api';

/** A machine's pictures in the manager: upload (up to 12, the listings' rules), remove; the first is the cover. */
export function MachinePicturesEditor({
  machine,
  onChange,
}: {
  machine: Machine;
  onChange: (machine: Machine) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const remove = useRemoveMachinePicture();
  const uploader = useUploadMachinePictures();
  const pictures = machine.pictures;
  const room = MAX_MACHINE_PICTURES - pictures.length;

  const upload = async () => {
    setProblem(null);
    const pre = precheckUploads(
      files.map((f) => ({ name: f.name, size: f.size })),
      { ...MACHINE_PICTURE_LIMITS, maxFiles: room },
    );
    if (pre) {
      setProblem(pre.reason === 'count' ? M.tooManyPictures : pre.message);
      return;
    }
    setProgress(0);
    try {
      onChange(await uploader.mutateAsync({ id: machine.id, files, onProgress: setProgress }));
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (err) {
      setProblem(errorText(err, 'Failed to upload the pictures.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="mm-pictures-title" className="mt-4">
      <h3 className="h5" id="mm-pictures-title">
        Pictures ({pictures.length} of {MAX_MACHINE_PICTURES})
      </h3>
      {pictures.length === 0 && (
        <p className="text-secondary">No pictures yet. The first picture is the cover.</p>
      )}
      <div className="d-flex flex-wrap gap-3 mb-3">
        {pictures.map((p, i) => (
          <figure key={p.picnum} className="mb-0 text-center" data-testid="machine-picture">
            <Picture
              src={p.thumbUrl}
              alt={`Picture ${i + 1}`}
              className="mc-manage-thumb"
              width={120}
              height={90}
            />
            <figcaption className="small d-flex gap-2 justify-content-center align-items-center mt-1">
              {i === 0 ? 'Cover' : `#${i + 1}`}
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Remove picture ${i + 1}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: machine.id, picnum: p.picnum }, { onSuccess: onChange })}
              >
                ✕
              </Button>
            </figcaption>
          </figure>
        ))}
      </div>
      {remove.isError && (
        <Alert variant="danger">{errorText(remove.error, 'Failed to remove the picture.')}</Alert>
      )}
      {room > 0 && (
        <Row className="g-2 align-items-end">
          <Col md={8}>
            <Form.Group controlId="mm-picture-files">
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
