import { useState } from 'react';
import { Alert, Badge, Card, Container, Spinner, Tab, Table, Tabs } from 'react-bootstrap';
import { Link, Outlet } from 'react-router';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type OrderListRow } from '@ironmatch/contracts/orders';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { RequireAuth } from '../../lib/require-auth';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useOrders } from './api';
import { formatDateTime } from '../../lib/format';
import type { OrdersOutletContext } from './order-route-modal';
import './orders.scss';

type Side = 'received' | 'created';

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
  const [side, setSide] = useState<Side>(member ? 'received' : 'created');
  const [deletedNotice, setDeletedNotice] = useTimedMessage<string>();
  const context: OrdersOutletContext = { onOrderDeleted: () => setDeletedNotice(M.orderSuccessfullyDeleted) };
  const active: Side = member ? side : 'created';

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
          onSelect={(key) => key && setSide(key as Side)}
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
        </Tabs>
      </Container>
      <Outlet context={context} />
    </>
  );
}

function OrdersTable({ side }: { side: Side }) {
  const query = useOrders(side);
  if (query.isPending)
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading orders...</span>
      </div>
    );
  if (!query.data)
    return (
      <Alert variant="danger" role="alert">
        {errorText(query.error, M.fetchOrdersFailed)}
      </Alert>
    );
  if (query.data.length === 0)
    return (
      <Card body className="text-center py-4">
        <p className="lead mb-0">{M.noOrders}</p>
      </Card>
    );
  const caption = side === 'received' ? 'Orders and quote requests received' : 'My orders and quotes';
  return (
    <Table responsive hover className="ord-table ord-stack align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order ID</th>
          <th scope="col">Date</th>
          <th scope="col">{side === 'received' ? 'Company' : 'Vendor'}</th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((row) => (
          <OrderRow key={row.id} row={row} side={side} />
        ))}
      </tbody>
    </Table>
  );
}

function OrderRow({ row, side }: { row: OrderListRow; side: Side }) {
  const label = row.isQuote ? 'View Quote' : 'View Order';
  return (
    <tr>
      <td data-label="Order ID">#{row.id}</td>
      <td data-label="Date">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td data-label={side === 'received' ? 'Company' : 'Vendor'}>
        {side === 'received' ? row.CustomerCompany.name : row.VendorCompany.name}
      </td>
      <td data-label="Status">
        <Badge bg={row.status === 'order_shipped' ? 'success' : row.isQuote ? 'info' : 'dark'}>
          {row.statusLabel}
        </Badge>
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
