import { useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { RequireAuth } from '../../lib/require-auth';
import { downloadCsv } from './api';
import { ImportPanel } from './components/import-panel';
import { PartsTable } from './components/parts-table';

/** /inventory (issue 16): a member company's stock: upload files, edit single parts, export. */
export function InventoryPage() {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();

  async function exportStock() {
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadCsv(
        '/api/inventory/export.csv',
        `inventory-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (err) {
      setExportError((err as Error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <RequireAuth member>
      <Container fluid="xl" className="py-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <div>
            <h1 className="h3 mb-1">Inventory Manager</h1>
            <p className="text-muted mb-0">
              Your parts as buyers find them in part search and Browse All Parts.
            </p>
          </div>
          <Button variant="outline-primary" disabled={exporting} onClick={() => void exportStock()}>
            {exporting ? 'Exporting...' : 'Export my stock (CSV)'}
          </Button>
        </div>
        {exportError && <Alert variant="danger">{exportError}</Alert>}
        <ImportPanel />
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              My parts
            </Card.Title>
            <PartsTable />
          </Card.Body>
        </Card>
      </Container>
    </RequireAuth>
  );
}
