import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Spinner, Table } from 'react-bootstrap';
import { errorText } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * A stats table in its card: heading, an optional filter, the rows of one page, Previous / Next, and
 * 'Export CSV' (every row of the period shown, the filter applied).
 */
export function StatsTable<R>({
  id,
  title,
  description,
  columns,
  rowKey,
  data,
  error,
  loading,
  page,
  pageSize,
  onPage,
  filter,
  empty,
  onExport,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  columns: Array<Column<R>>;
  rowKey: (row: R) => string;
  data: { rows: R[]; totalCount: number } | undefined;
  error: unknown;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  filter?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  empty: string;
  onExport: () => Promise<void>;
  /** A chart above the table. */
  children?: ReactNode;
}) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / pageSize));

  async function exportCsv() {
    setExporting(true);
    setExportError(undefined);
    try {
      await onExport();
    } catch (err) {
      setExportError((err as Error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="h-100">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id={`${id}-title`} className="h5 mb-1">
              {title}
            </h2>
            {description && <p className="small text-muted mb-0">{description}</p>}
          </div>
          <Button
            variant="outline-dark"
            size="sm"
            disabled={exporting || !data}
            onClick={() => void exportCsv()}
            aria-label={`Export CSV: ${title}`}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
        {exportError && <Alert variant="danger">{exportError}</Alert>}
        {filter && (
          <Form.Group controlId={`${id}-filter`} className="mb-2">
            <Form.Label className="visually-hidden">{filter.label}</Form.Label>
            <Form.Control
              size="sm"
              type="search"
              placeholder={filter.placeholder}
              value={filter.value}
              onChange={(e) => {
                filter.onChange(e.target.value);
                onPage(1);
              }}
            />
          </Form.Group>
        )}
        {children}
        {error ? (
          <Alert variant="danger">{errorText(error, 'The stats could not be loaded')}</Alert>
        ) : !data ? (
          <div className="text-center py-4">
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading...</span>
            </Spinner>
          </div>
        ) : data.rows.length === 0 ? (
          <p className="text-muted my-3">{empty}</p>
        ) : (
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          <div className="table-responsive" tabIndex={0}>
            <Table size="sm" hover className="mb-1 align-middle" aria-busy={loading}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={c.numeric ? 'text-end' : undefined}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.header} className={c.numeric ? 'text-end' : undefined}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        {data && data.totalCount > pageSize && (
          <nav
            className="d-flex align-items-center justify-content-between gap-2"
            aria-label={`${title} pages`}
          >
            <Button variant="outline-dark" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <span className="small text-muted" aria-live="polite">
              Page {page} of {pages} ({formatCount(data.totalCount)} rows)
            </span>
            <Button
              variant="outline-dark"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card.Body>
    </Card>
  );
}
