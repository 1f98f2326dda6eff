import { Link } from 'react-router';
import { Alert, Card, Container, Spinner, Table } from 'react-bootstrap';
import { CUSTOMER_PAGE_SIZE } from '@ironmatch/contracts/storefront';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { errorText } from '../../lib/api-client';
import { formatCount, formatDateTime } from '../../lib/format';
import { useSearchPage } from '../../lib/use-search-page';
import { RequireAuth } from '../../lib/require-auth';
import { useCustomers } from './api';
import { CreditText, CustomerBadges } from './components/customer-standing';
import { StorefrontNav } from './components/storefront-nav';
import './storefront.scss';

/** /storefront/customers (issue 25): the companies that searched, messaged, asked a quote of or ordered from us. */
export function CustomersPage() {
  return (
    <RequireAuth member>
      <Container fluid="xl" className="py-4">
        <StorefrontNav active="customers" />
        <h1 className="h3 mb-1">Customers</h1>
        <p className="text-muted">
          Every company that searched your parts, messaged you, asked you for a quote or ordered from you.
          Open one to approve it, set its price tier and credit terms, or remove it.
        </p>
        <CustomersList />
      </Container>
    </RequireAuth>
  );
}

function CustomersList() {
  const { q, page, setQ, setPage } = useSearchPage();
  const query = useCustomers(q, page);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / (data.limit || CUSTOMER_PAGE_SIZE))) : 1;
  return (
    <Card>
      <Card.Body>
        <div className="mb-3" style={{ maxWidth: '28rem' }}>
          <SearchBox
            id="customer-search"
            label="Search customers"
            placeholder="Company name"
            value={q}
            onChange={(v) => setQ(v.trim())}
          />
        </div>
        {query.isPending ? (
          <div className="text-center py-4">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading...</span>
            </Spinner>
          </div>
        ) : !data ? (
          <Alert variant="danger">{errorText(query.error, 'Your customers could not be loaded.')}</Alert>
        ) : data.customers.length === 0 ? (
          <p className="text-center text-muted py-4 mb-0">
            {q
              ? 'No customers match this search.'
              : 'No company has searched, messaged or ordered from you yet.'}
          </p>
        ) : (
          <>
            <p className="small text-muted mb-2" aria-live="polite">
              {formatCount(data.count)} {data.count === 1 ? 'customer' : 'customers'}
            </p>
            <Table hover className="sf-table sf-stack align-middle" aria-busy={query.isFetching}>
              <caption className="visually-hidden">Your customers, last activity first</caption>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col" className="text-end">
                    Searches
                  </th>
                  <th scope="col" className="text-end">
                    Messages
                  </th>
                  <th scope="col" className="text-end">
                    Quotes
                  </th>
                  <th scope="col" className="text-end">
                    Orders
                  </th>
                  <th scope="col">Last activity</th>
                  <th scope="col">Settings</th>
                  <th scope="col">Credit</th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((c) => (
                  <tr key={c.companyId} data-testid={`customer-${c.companyId}`}>
                    <td data-label="Company">
                      <div>
                        <Link to={`/storefront/customers/${c.companyId}`} className="fw-semibold">
                          {c.name}
                        </Link>
                        <div className="small text-muted">{[c.city, c.state].filter(Boolean).join(', ')}</div>
                      </div>
                    </td>
                    <td data-label="Searches" className="text-end">
                      {formatCount(c.searches)}
                    </td>
                    <td data-label="Messages" className="text-end">
                      {formatCount(c.messages)}
                    </td>
                    <td data-label="Quotes" className="text-end">
                      {formatCount(c.quotes)}
                    </td>
                    <td data-label="Orders" className="text-end">
                      {formatCount(c.orders)}
                    </td>
                    <td data-label="Last activity">
                      {c.lastActivityAt ? (
                        <time dateTime={c.lastActivityAt}>{formatDateTime(c.lastActivityAt)}</time>
                      ) : (
                        <span className="text-muted">—</span>
                      )}
                    </td>
                    <td data-label="Settings">
                      <CustomerBadges customer={c} />
                    </td>
                    <td data-label="Credit">
                      <CreditText customer={c} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PagePager page={data.page} pages={pages} busy={query.isPlaceholderData} onPage={setPage} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
