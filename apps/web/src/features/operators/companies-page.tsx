import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { errorText } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, useCompanies } from './api';
import { useSearchPage } from '../../lib/use-search-page';

/** /admin/companies: companies by name, member id, email or city; open one for its actions. */
export function CompaniesPage() {
  const { q, page, setQ, setPage } = useSearchPage();
  const list = useCompanies(q, page);
  const pages = Math.ceil((list.data?.count ?? 0) / ADMIN_PAGE_SIZE);
  return (
    <>
      <h1 className="h3 mb-3">Companies</h1>
      <div className="mb-3" style={{ maxWidth: 480 }}>
        <SearchBox
          id="company-search"
          label="Search by name, member id, email or city"
          placeholder="e.g. Hydraulics, NC1042, parts@ or Amarillo"
          value={q}
          onChange={setQ}
        />
      </div>
      {list.error && <p className="text-danger">{errorText(list.error, 'Could not load the companies.')}</p>}
      {list.data && (
        <p className="text-body-secondary small" aria-live="polite">
          {list.data.count} compan{list.data.count === 1 ? 'y' : 'ies'}
        </p>
      )}
      {list.data && list.data.companies.length > 0 && (
        <Table responsive hover className="im-admin-table">
          <thead>
            <tr>
              <th>Company</th>
              <th>Member id</th>
              <th>City</th>
              <th>Email</th>
            </tr>
          </thead>
          <tbody>
            {list.data.companies.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/admin/companies/${c.id}`} className="fw-semibold">
                    {c.name}
                  </Link>
                  {c.suspended && (
                    <Badge bg="danger" className="ms-2">
                      suspended
                    </Badge>
                  )}
                </td>
                <td>{c.memid ?? <span className="text-body-secondary">—</span>}</td>
                <td>
                  {c.city}, {c.state}
                </td>
                <td className="text-break">{c.email1}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PagePager page={page} pages={pages} busy={list.isFetching} onPage={setPage} />
    </>
  );
}
