import { useState } from 'react';
import { Alert, Button, Col, Row, Table } from 'react-bootstrap';
import type { InventoryImport } from '@ironmatch/contracts/inventory';
import { formatCount } from '../../../lib/format';
import { downloadCsv } from '../api';
import { ManufacturerList } from './manufacturer-list';

/** What an import (or its dry run) did to the stock, row by row. */
export function ImportCounts({ record, dryRun }: { record: InventoryImport; dryRun: boolean }) {
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
          <div className="fs-5 fw-semibold">{formatCount(record.total)}</div>
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
              {formatCount(value)}
            </div>
          </div>
        </Col>
      ))}
      {/* Issue 25: the rows that carry a wholesale price, when the file has that column. */}
      {record.mapping.wholesalePrice && (
        <Col>
          <div className="border rounded p-2 h-100 border-info">
            <div className="small text-muted">With wholesale price</div>
            <div className="fs-5 fw-semibold" data-testid="count-with-wholesale-price">
              {formatCount(record.withWholesalePrice)}
            </div>
          </div>
        </Col>
      )}
    </Row>
  );
}

/** The rejected rows with their reasons, the first ones shown and all of them as a CSV download. */
export function ImportProblems({ record }: { record: InventoryImport }) {
  const [error, setError] = useState<string>();
  if (record.rejected === 0) return null;
  const unknownMake = record.errors.some((e) => e.message.startsWith('Manufacturer "'));
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0">
          Problems{' '}
          {record.rejected > record.errors.length && (
            <span className="text-muted fw-normal">
              (the first {record.errors.length} of {formatCount(record.rejected)})
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
      {unknownMake && (
        <p className="small mb-2">
          Some makes are not on the <a href="#manufacturer-list">manufacturer list</a> (below the problems).
        </p>
      )}
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
      <ManufacturerList open={unknownMake} />
    </>
  );
}
