import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Form,
  Modal,
  ProgressBar,
  Row,
  Spinner,
  Table,
} from 'react-bootstrap';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  INVENTORY_FILE_MAX_BYTES,
  INVENTORY_MESSAGES as M,
  REQUIRED_IMPORT_FIELDS,
  detectDelimiter,
  detectMapping,
  mappingFits,
  mappingProblems,
  type ImportMapping,
  type InventoryImport,
} from '@ironmatch/contracts/inventory';
import { errorText } from '../../../lib/api-client';
import { downloadCsv, useImport, useLatestImport, useUploadImport } from '../api';

/** The header line's cells: enough of CSV to name the columns (the server reads the file with csv-parse). */
function splitHeader(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells.filter((c) => c !== '');
}

async function readHeaders(file: File): Promise<string[]> {
  const head = await file.slice(0, 65536).text();
  const line = head.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  return splitHeader(line, detectDelimiter(line));
}

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

const number = (n: number) => n.toLocaleString('en-US');

function Counts({ record, dryRun }: { record: InventoryImport; dryRun: boolean }) {
  const items: Array<[string, number, string]> = [
    [dryRun ? 'Would add' : 'Added', record.added, 'success'],
    [dryRun ? 'Would update' : 'Updated', record.updated, 'primary'],
    ['Unchanged', record.unchanged, 'secondary'],
    [dryRun ? 'Would remove' : 'Removed', record.removed, 'warning'],
    ['Rejected', record.rejected, 'danger'],
  ];
  return (
    <Row xs={2} sm={3} lg={6} className="g-2 mb-3" data-testid="import-counts">
      <Col>
        <div className="border rounded p-2 h-100">
          <div className="small text-muted">Rows</div>
          <div className="fs-5 fw-semibold">{number(record.total)}</div>
        </div>
      </Col>
      {items.map(([label, value, tone]) => (
        <Col key={label}>
          <div className={`border rounded p-2 h-100 border-${tone}`}>
            <div className="small text-muted">{label}</div>
            <div
              className="fs-5 fw-semibold"
              data-testid={`count-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {number(value)}
            </div>
          </div>
        </Col>
      ))}
    </Row>
  );
}

function Problems({ record }: { record: InventoryImport }) {
  const [error, setError] = useState<string>();
  if (record.rejected === 0) return null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0">
          Problems{' '}
          {record.rejected > record.errors.length && (
            <span className="text-muted fw-normal">
              (the first {record.errors.length} of {number(record.rejected)})
            </span>
          )}
        </h3>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            downloadCsv(
              '/api/inventory/imports/{id}/errors.csv',
              `rejected-rows-${record.id}.csv`,
              record.id,
            ).catch((err: Error) => setError(err.message))
          }
        >
          Download rejected rows (CSV)
        </Button>
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="table-responsive" style={{ maxHeight: 320 }}>
        <Table size="sm" striped bordered className="mb-3" data-testid="import-problems">
          <thead>
            <tr>
              <th style={{ width: '5rem' }}>Row</th>
              <th>Problem</th>
            </tr>
          </thead>
          <tbody>
            {record.errors.map((e) => (
              <tr key={e.row}>
                <td>{e.row}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}

/** A running import's progress bar, then its summary. The import is found again after a reload. */
function ImportProgress({ id, onDone }: { id: number; onDone: () => void }) {
  const { data: record, error } = useImport(id);
  if (error) return <Alert variant="danger">{errorText(error, 'Failed to load the import')}</Alert>;
  if (!record) return <Spinner animation="border" size="sm" />;
  const running = record.status === 'queued' || record.status === 'running';
  const total = Math.max(record.total, record.processed, 1);
  const percent = Math.min(100, Math.round((record.processed / total) * 100));
  return (
    <div data-testid="import-progress">
      <div className="d-flex justify-content-between small mb-1">
        <span>
          {record.fileName}:{' '}
          {record.mode === 'replace' ? 'replacing your stock' : 'adding and updating parts'}
        </span>
        <Badge bg={record.status === 'done' ? 'success' : record.status === 'failed' ? 'danger' : 'info'}>
          {record.status}
        </Badge>
      </div>
      <ProgressBar
        now={record.status === 'done' ? 100 : percent}
        label={`${record.status === 'done' ? 100 : percent}%`}
        animated={running}
        variant={record.status === 'failed' ? 'danger' : record.status === 'done' ? 'success' : undefined}
        className="mb-2"
        aria-label="Import progress"
      />
      <p className="small text-muted" data-testid="import-rows">
        {running
          ? record.processed >= record.total && record.status === 'running'
            ? `${number(record.processed)} rows checked; saving them to your stock...`
            : `${number(record.processed)} rows done, ${number(Math.max(0, record.total - record.processed))} left`
          : `${number(record.processed)} rows done`}
      </p>
      {record.status === 'failed' && <Alert variant="danger">{record.failure ?? M.importFailed}</Alert>}
      {record.status === 'done' && (
        <>
          <Alert variant="success" className="py-2">
            Import finished: your stock is updated in search and browse.
          </Alert>
          <Counts record={record} dryRun={false} />
          <Problems record={record} />
        </>
      )}
      {!running && (
        <Button variant="outline-primary" onClick={onDone}>
          Upload another file
        </Button>
      )}
    </div>
  );
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
            <Counts record={report} dryRun />
            <Problems record={report} />
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant={replace ? 'danger' : 'success'}
                disabled={upload.isPending || report.total === report.rejected}
                onClick={() => (replace ? setConfirmReplace(true) : void send(false))}
              >
                {replace ? 'Replace my stock' : 'Import'} ({number(report.total - report.rejected)} rows)
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
          Your stock will be exactly this file: {number(report?.removed ?? 0)} of your parts that are not in
          it will be removed. This cannot be undone.
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
