import { Link, useParams } from 'react-router';
import { Alert, Card, Col, Container, Row, Spinner, Table } from 'react-bootstrap';
import type { CustomerChange, CustomerField } from '@ironmatch/contracts/storefront';
import { errorText } from '../../lib/api-client';
import { formatCents, formatCount, formatDateTime } from '../../lib/format';
import { RequireAuth } from '../../lib/require-auth';
import { useCustomer } from './api';
import { CreditText, CustomerBadges } from './components/customer-standing';
import { CustomerSettingsForm } from './components/customer-settings-form';
import { StorefrontNav } from './components/storefront-nav';
import './storefront.scss';

const FIELD_LABELS: Record<CustomerField, string> = {
  approved: 'Approved',
  priceTier: 'Price tier',
  creditTerms: 'Credit terms',
  creditLimit: 'Credit limit',
  removed: 'Removed',
};

function valueText(field: CustomerField, v: CustomerChange['oldValue']): string {
  if (v === null) return field === 'creditTerms' ? 'No terms' : '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (field === 'creditTerms') return `Net ${v}`;
  if (field === 'creditLimit' && typeof v === 'number') return formatCents(v);
  if (field === 'priceTier') return v === 'wholesale' ? 'Wholesale' : 'Retail';
  return String(v);
}

/** /storefront/customers/:companyId (issue 25): one customer, its settings and every change of them. */
export function CustomerPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  return (
    <RequireAuth member>
      <Container fluid="xl" className="py-4">
        <StorefrontNav active="customers" />
        <p className="mb-2">
          <Link to="/storefront/customers">&larr; All customers</Link>
        </p>
        {Number.isSafeInteger(id) && id > 0 ? (
          <CustomerView companyId={id} />
        ) : (
          <Alert variant="warning">This company is not one of your customers.</Alert>
        )}
      </Container>
    </RequireAuth>
  );
}

function CustomerView({ companyId }: { companyId: number }) {
  const query = useCustomer(companyId);
  if (query.isPending)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading...</span>
      </Spinner>
    );
  if (!query.data)
    return <Alert variant="warning">{errorText(query.error, 'This customer could not be loaded.')}</Alert>;
  const { customer: c, changes } = query.data;
  return (
    <>
      <h1 className="h3 mb-1">{c.name}</h1>
      <p className="text-muted mb-3">{[c.city, c.state].filter(Boolean).join(', ')}</p>
      <Row className="g-3 mb-3">
        <Col lg={5}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h6">
                Activity with you
              </Card.Title>
              <dl className="row small mb-2">
                <dt className="col-7">Searches of your parts</dt>
                <dd className="col-5 text-end">{formatCount(c.searches)}</dd>
                <dt className="col-7">Messages</dt>
                <dd className="col-5 text-end">{formatCount(c.messages)}</dd>
                <dt className="col-7">Quote requests</dt>
                <dd className="col-5 text-end">{formatCount(c.quotes)}</dd>
                <dt className="col-7">Orders</dt>
                <dd className="col-5 text-end">{formatCount(c.orders)}</dd>
                <dt className="col-7">Last activity</dt>
                <dd className="col-5 text-end">
                  {c.lastActivityAt ? formatDateTime(c.lastActivityAt) : '—'}
                </dd>
              </dl>
              <CustomerBadges customer={c} />
              <div className="mt-2 small" data-testid="customer-credit">
                <CreditText customer={c} />
              </div>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h6">
                Settings
              </Card.Title>
              <CustomerSettingsForm customer={c} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h6">
            Changes
          </Card.Title>
          {changes.length === 0 ? (
            <p className="text-muted mb-0">No setting has been changed yet.</p>
          ) : (
            <Table size="sm" className="sf-table sf-stack align-middle mb-0">
              <caption className="visually-hidden">
                Every change of this customer's settings, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">By</th>
                  <th scope="col">Setting</th>
                  <th scope="col">Old value</th>
                  <th scope="col">New value</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((ch, i) => (
                  <tr key={`${ch.createdAt}-${ch.field}-${i}`}>
                    <td data-label="When">
                      <time dateTime={ch.createdAt}>{formatDateTime(ch.createdAt)}</time>
                    </td>
                    <td data-label="By">{ch.userName}</td>
                    <td data-label="Setting">{FIELD_LABELS[ch.field]}</td>
                    <td data-label="Old value">{valueText(ch.field, ch.oldValue)}</td>
                    <td data-label="New value">{valueText(ch.field, ch.newValue)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
