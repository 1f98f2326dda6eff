import { Alert, Badge, Button, ProgressBar, Spinner } from 'react-bootstrap';
import { INVENTORY_MESSAGES as M } from '@ironmatch/contracts/inventory';
import { errorText } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useImport } from '../api';
import { ImportCounts, ImportProblems } from './import-report';

/** A running import's progress bar, then its summary. The import is found again after a reload. */
export function ImportProgress({ id, onDone }: { id: number; onDone: () => void }) {
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
            ? `${formatCount(record.processed)} rows checked; saving them to your stock...`
            : `${formatCount(record.processed)} rows done, ${formatCount(Math.max(0, record.total - record.processed))} left`
          : `${formatCount(record.processed)} rows done`}
      </p>
      {record.status === 'failed' && <Alert variant="danger">{record.failure ?? M.importFailed}</Alert>}
      {record.status === 'done' && (
        <>
          <Alert variant="success" className="py-2">
            Import finished: your stock is updated in search and browse.
          </Alert>
          <ImportCounts record={record} dryRun={false} />
          <ImportProblems record={record} />
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
