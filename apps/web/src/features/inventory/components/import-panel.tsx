import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Modal, Row } from 'react-bootstrap';
import { INVENTORY_FILE_MAX_BYTES, INVENTORY_MESSAGES as M } from '@ironmatch/contracts/inventory';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  REQUIRED_IMPORT_FIELDS,
  detectMapping,
  mappingFits,
  mappingProblems,
  type ImportMapping,
  type InventoryImport,
} from '@ironmatch/contracts/inventory-imports';
import { errorText } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useLatestImport, useUploadImport } from '../api';
import { readHeaders } from '../import-file-headers';
import { ImportCounts, ImportProblems } from './import-report';
import { ImportProgress } from './import-progress';

/** A finished import's summary is shown again after a reload for a day, unless dismissed. */
const SUMMARY_KEPT_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'ironmatch.inventory.dismissedImport';
function readDismissed(): number | null {
  try {
    return Number(localStorage.getItem(DISMISSED_KEY)) || null;
  } catch {
    return null;
  }
}
function writeDismissed(id: number): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(id));
  } catch {
    // Private mode without storage: the summary just shows again after a reload.
  }
}

/**
 * Upload of a parts file (issue 16): map the columns (remembered per company), dry run with its report,
 * then the import with an optional "replace my stock", watched to its end.
 */
export function ImportPanel() {
  const latest = useLatestImport();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [replace, setReplace] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [report, setReport] = useState<InventoryImport | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();

  // After a reload: the latest import is shown again while it runs, and its summary until dismissed.
  useEffect(() => {
    const record = latest.data?.import;
    if (activeId !== null || !record) return;
    const running = record.status === 'queued' || record.status === 'running';
    const recent = record.finishedAt !== null && Date.now() - Date.parse(record.finishedAt) < SUMMARY_KEPT_MS;
    if (running || (recent && readDismissed() !== record.id)) setActiveId(record.id);
  }, [latest.data, activeId]);

  const reset = () => {
    if (activeId !== null) writeDismissed(activeId);
    setFile(null);
    setHeaders([]);
    setMapping({});
    setReport(null);
    setReplace(false);
    setProblem(undefined);
    setActiveId(null);
    upload.reset();
  };

  async function choose(chosen: File | null) {
    setReport(null);
    setProblem(undefined);
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > INVENTORY_FILE_MAX_BYTES) {
      setProblem(M.fileTooLarge);
      setFile(null);
      return;
    }
    const found = await readHeaders(chosen);
    setHeaders(found);
    const remembered = latest.data?.mapping;
    setMapping(remembered && mappingFits(remembered, found) ? remembered : detectMapping(found));
  }

  const problems = file ? mappingProblems(mapping, headers) : [];

  async function send(dryRun: boolean) {
    if (!file) return;
    setProblem(undefined);
    try {
      const record = await upload.mutateAsync({
        file,
        mapping,
        dryRun,
        mode: replace ? 'replace' : 'upsert',
      });
      if (dryRun) setReport(record);
      else {
        setReport(null);
        setActiveId(record.id);
      }
    } catch (err) {
      setProblem(errorText(err, 'The file could not be uploaded'));
    }
  }

  if (activeId !== null) {
    return (
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Import
          </Card.Title>
          <ImportProgress id={activeId} onDone={reset} />
        </Card.Body>
      </Card>
    );
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Upload parts
        </Card.Title>
        <p className="text-muted small">
          A CSV or tab-separated file (up to 100 MB) with a header line. Parts are matched by part number,
          manufacturer and condition: new ones are added, known ones updated. Prices are in dollars.
        </p>
        <Form.Group controlId="inventory-file" className="mb-3">
          <Form.Label>File</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={(e) => void choose((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </Form.Group>
        {problem && (
          <Alert variant="danger" data-testid="import-error">
            {problem}
          </Alert>
        )}
        {file && headers.length > 0 && (
          <>
            <h3 className="h6">Columns</h3>
            <Row xs={1} sm={2} lg={4} className="g-2 mb-3">
              {IMPORT_FIELDS.map((field) => (
                <Col key={field}>
                  <Form.Group controlId={`map-${field}`}>
                    <Form.Label className="small mb-1">
                      {IMPORT_FIELD_LABELS[field]}
                      {REQUIRED_IMPORT_FIELDS.includes(field) && <span className="text-danger"> *</span>}
                    </Form.Label>
                    <Form.Select
                      size="sm"
                      value={mapping[field] ?? ''}
                      onChange={(e) => {
                        setReport(null);
                        setMapping({ ...mapping, [field]: e.target.value || undefined });
                      }}
                    >
                      <option value="">(not in the file)</option>
                      {headers.map((h) => (
                        <option key={h} value={h}>
                          {h}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
              ))}
            </Row>
            {problems.length > 0 && (
              <Alert variant="warning" className="py-2">
                {problems.join(' ')}
              </Alert>
            )}
            <Form.Check
              id="replace-stock"
              className="mb-3"
              label="Replace my stock: remove my parts that are not in this file"
              checked={replace}
              onChange={(e) => {
                setReport(null);
                setReplace(e.target.checked);
              }}
            />
            <Button disabled={problems.length > 0 || upload.isPending} onClick={() => void send(true)}>
              {upload.isPending && !report ? 'Checking...' : 'Check file'}
            </Button>
          </>
        )}
        {report && (
          <div className="mt-4" data-testid="dry-run-report">
            <h3 className="h6">Report</h3>
            <p className="small text-muted mb-2">{M.dryRunDone}</p>
            <ImportCounts record={report} dryRun />
            <ImportProblems record={report} />
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant={replace ? 'danger' : 'success'}
                disabled={upload.isPending || report.total === report.rejected}
                onClick={() => (replace ? setConfirmReplace(true) : void send(false))}
              >
                {replace ? 'Replace my stock' : 'Import'} ({formatCount(report.total - report.rejected)} rows)
              </Button>
              <Button variant="outline-secondary" onClick={reset}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </Card.Body>
      <Modal show={confirmReplace} onHide={() => setConfirmReplace(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Replace my stock?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Your stock will be exactly this file: {formatCount(report?.removed ?? 0)} of your parts that are not
          in it will be removed. This cannot be undone.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmReplace(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirmReplace(false);
              void send(false);
            }}
          >
            Replace my stock
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
