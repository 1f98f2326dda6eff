import { useState } from 'react';
import { Alert, Badge, Card, Container, Spinner, Tab, Table, Tabs } from 'react-bootstrap';
import { Link, Outlet } from 'react-router';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { PAYMENT_METHOD_LABELS } from '@ironmatch/contracts/order-payment-terms';
import { type OrderListRow } from '@ironmatch/contracts/orders';
import { ORDER_LIST_MESSAGES as LIST_M, ORDER_LIST_PAGE_SIZE } from '@ironmatch/contracts/orders-list';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { QuotesReceivedSlot } from '../../lib/quote-actions';
import { RequireAuth } from '../../lib/require-auth';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useOrderListPage, type OrderListFilter } from './orders-list-api';
import { OrdersListControls } from './components/orders-list-controls';
import { OrdersPager } from './components/orders-pager';
import { formatCents, formatDateTime } from '../../lib/format';
import type { OrdersOutletContext } from './order-route-modal';
import './orders.scss';

type Side = 'received' | 'created';
type TabKey = Side | 'quotes';

/** /orders (spec marketplace 2 "Orders / Quotes Overview"): received (members) and my orders and quotes. */
export function OrdersPage() {
  return (
    <RequireAuth company verified>
      <Orders />
    </RequireAuth>
  );
}

function Orders() {
  const { claims } = useAuth();
  const member = Boolean(claims?.memid);
  const [side, setSide] = useState<TabKey>(member ? 'received' : 'created');
  const [deletedNotice, setDeletedNotice] = useTimedMessage<string>();
  const context: OrdersOutletContext = { onOrderDeleted: () => setDeletedNotice(M.orderSuccessfullyDeleted) };
  const active: TabKey = member || side !== 'received' ? side : 'created';

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">Orders / Quotes</h1>
          <p className="mb-0 text-white-50">
            {member
              ? 'Orders and quote requests your company received, and the ones it placed.'
              : 'The orders and quote requests your company placed.'}
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {deletedNotice && (
          <Alert variant="success" role="status" dismissible onClose={() => setDeletedNotice(null)}>
            {deletedNotice}
          </Alert>
        )}
        <Tabs
          id="orders-tabs"
          activeKey={active}
          onSelect={(key) => key && setSide(key as TabKey)}
          className="mb-3"
          mountOnEnter
        >
          {member && (
            <Tab eventKey="received" title="Received Orders / Quote Requests">
              <OrdersTable side="received" />
            </Tab>
          )}
          <Tab eventKey="created" title="My Orders / Quotes">
            <OrdersTable side="created" />
          </Tab>
          {/* Quick Quotes dealers sent on our searches (issue 26); the quotes feature fills it. */}
          <Tab eventKey="quotes" title="Quotes received">
            <QuotesReceivedSlot />
          </Tab>
        </Tabs>
      </Container>
      <Outlet context={context} />
    </>
  );
}

function OrdersTable({ side }: { side: Side }) {
  const [filter, setFilter] = useState<OrderListFilter>({ status: '', q: '' });
  // The cursors of the pages walked so far (keyset paging): the last one is the page shown.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const query = useOrderListPage(side, filter, cursors.at(-1) ?? null);
  const filtered = filter.status !== '' || filter.q !== '';
  const onFilter = (next: OrderListFilter) => {
    setFilter(next);
    setCursors([null]);
  };
  const controls = <OrdersListControls side={side} filter={filter} onFilter={onFilter} />;

  if (query.isPending)
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading orders...</span>
      </div>
    );
  if (!query.data)
    return (
      <>
        {controls}
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.fetchOrdersFailed)}
        </Alert>
      </>
    );
  const page = query.data;
  if (page.orders.length === 0 && !filtered && cursors.length === 1)
    return (
      <Card body className="text-center py-4">
        <p className="lead mb-0">{M.noOrders}</p>
      </Card>
    );
  const caption = side === 'received' ? 'Orders and quote requests received' : 'My orders and quotes';
  const offset = (cursors.length - 1) * ORDER_LIST_PAGE_SIZE;
  return (
    <>
      {controls}
      {page.orders.length === 0 ? (
        <Card body className="text-center py-4">
          <p className="lead mb-0">{LIST_M.noMatches}</p>
        </Card>
      ) : (
        <Table responsive hover className="ord-table ord-stack align-middle" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Order ID</th>
              <th scope="col">Date</th>
              <th scope="col">{side === 'received' ? 'Company' : 'Vendor'}</th>
              {side === 'received' && <th scope="col">Ship-to</th>}
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                {side === 'received' ? 'Net to you' : 'Total'}
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {page.orders.map((row) => (
              <OrderRow key={row.id} row={row} side={side} />
            ))}
          </tbody>
        </Table>
      )}
      {page.count > 0 && (
        <OrdersPager
          offset={offset}
          shown={page.orders.length}
          count={page.count}
          busy={query.isPlaceholderData}
          onPrevious={cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : null}
          onNext={page.nextCursor ? () => setCursors([...cursors, page.nextCursor]) : null}
        />
      )}
    </>
  );
}

function OrderRow({ row, side }: { row: OrderListRow; side: Side }) {
  const label = row.isQuote ? 'View Quote' : 'View Order';
  return (
    <tr>
      <td data-label="Order ID">
        <span>#{row.id}</span>
        {/* Issue 24: the PO number the buyer gave, which the search also finds. */}
        {row.poNumber && <div className="small text-muted">{poLabel(row.poNumber)}</div>}
      </td>
      <td data-label="Date">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td data-label={side === 'received' ? 'Company' : 'Vendor'}>
        {side === 'received' ? row.CustomerCompany.name : row.VendorCompany.name}
      </td>
      {side === 'received' && (
        <td data-label="Ship-to">
          {/* Issue 24: where the seller ships, without opening the order. */}
          {row.shipTo ? (
            <span>
              {row.shipTo.city}, {row.shipTo.state} {row.shipTo.zip}
            </span>
          ) : (
            <span className="text-muted">—</span>
          )}
          {row.shippingMethod && <div className="small text-muted text-break">{row.shippingMethod}</div>}
        </td>
      )}
      <td data-label="Status">
        <div>
          <Badge
            bg={
              row.status === 'order_shipped'
                ? 'success'
                : row.status === 'order_canceled'
                  ? 'secondary'
                  : row.isQuote
                    ? 'info'
                    : 'dark'
            }
          >
            {row.statusLabel}
          </Badge>
          {/* Issue 25: how it is paid, a terms order's due date, and overdue. */}
          {row.paymentMethod && (
            <div className="small text-muted">
              {PAYMENT_METHOD_LABELS[row.paymentMethod]}
              {row.dueDate && <> · due {row.dueDate}</>}
            </div>
          )}
          {row.overdue && <Badge bg="danger">Overdue</Badge>}
          {row.status === 'order_canceled' && (
            <div className="small text-muted text-break">
              By the {row.canceledBy ?? 'seller'}
              {row.cancelReason ? `: ${row.cancelReason}` : ''}
            </div>
          )}
        </div>
      </td>
      <td data-label={side === 'received' ? 'Net to you' : 'Total'} className="text-end text-nowrap">
        {/* Issue 24 "Money shown right": paid minus refunds minus the fees kept (nothing before payment). */}
        {side === 'received'
          ? row.amountPaid > 0
            ? formatCents(row.netAmount)
            : '—'
          : row.total > 0
            ? formatCents(row.total)
            : '—'}
      </td>
      <td data-label="Action">
        <Link
          to={`/orders/${row.id}`}
          className="btn btn-sm btn-outline-dark"
          aria-label={`${label} ${row.id}`}
        >
          {label}
        </Link>
      </td>
    </tr>
  );
}

/** "PO 4500123", but a number the buyer already wrote as "PO-7731" is not prefixed twice. */
function poLabel(poNumber: string): string {
  return /^P\.?O\b/i.test(poNumber) ? poNumber : `PO ${poNumber}`;
}
