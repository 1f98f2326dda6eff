import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { ORDER_SEARCH_MAX_LENGTH, ORDER_STATUS_FILTER_OPTIONS } from '@ironmatch/contracts/orders-list';
import { downloadOrdersCsv, type OrderListFilter, type OrderListSide } from '../orders-list-api';

/**
 * Above a list: the status filter, the search (order number, PO number or company), and the CSV export
 * of what the filter shows. A new filter starts again at the first page (the parent resets its cursor).
 */
export function OrdersListControls({
  side,
  filter,
  onFilter,
}: {
  side: OrderListSide;
  filter: OrderListFilter;
  onFilter: (filter: OrderListFilter) => void;
}) {
  const [text, setText] = useState(filter.q);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const id = `orders-${side}`;

  function search(event: FormEvent) {
    event.preventDefault();
    onFilter({ ...filter, q: text.trim() });
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadOrdersCsv(side, filter);
    } catch (err) {
      setExportError((err as Error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="ord-list-controls mb-3">
      <Form className="ord-list-controls__form" role="search" aria-label="Filter orders" onSubmit={search}>
        <Form.Group controlId={`${id}-status`} className="ord-list-controls__status">
          <Form.Label className="visually-hidden">Status</Form.Label>
          <Form.Select
            value={filter.status}
            onChange={(e) =>
              onFilter({ ...filter, q: text.trim(), status: e.target.value as OrderListFilter['status'] })
            }
          >
            <option value="">All statuses</option>
            {ORDER_STATUS_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <InputGroup className="ord-list-controls__search">
          <Form.Control
            type="search"
            aria-label="Search orders"
            placeholder={
              side === 'received' ? 'Order #, PO number or company' : 'Order #, PO number or vendor'
            }
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="dark">
            Search
          </Button>
        </InputGroup>
      </Form>
      <Button
        variant="outline-secondary"
        className="ord-list-controls__export"
        disabled={exporting}
        onClick={() => void exportCsv()}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
      {exportError && (
        <Alert variant="danger" className="w-100 mb-0 mt-2" role="alert">
          {exportError}
        </Alert>
      )}
    </div>
  );
}
