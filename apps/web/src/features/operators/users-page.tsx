import { useState } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { errorText } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, useUsers } from './api';
import { ActionResultAlert, type ActionResult } from './components/action-result';
import { UserActions } from './components/user-actions';

/** /admin/users: users by email or name, with their actions. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useUsers(q, page);
  const [result, setResult] = useState<ActionResult | null>(null);
  const pages = Math.ceil((list.data?.count ?? 0) / ADMIN_PAGE_SIZE);
  return (
    <>
      <h1 className="h3 mb-3">Users</h1>
      <div className="mb-3" style={{ maxWidth: 480 }}>
        <SearchBox
          id="user-search"
          label="Search by email or name"
          placeholder="e.g. pat@ or Smith"
          value={q}
          onChange={(v) => setParams(v ? { q: v } : {})}
        />
      </div>
      <ActionResultAlert result={result} onClose={() => setResult(null)} />
      {list.error && <p className="text-danger">{errorText(list.error, 'Could not load the users.')}</p>}
      {list.data && (
        <p className="text-body-secondary small" aria-live="polite">
          {list.data.count} user{list.data.count === 1 ? '' : 's'}
        </p>
      )}
      {list.data && list.data.users.length > 0 && (
        <Table responsive hover className="im-admin-table">
          <thead>
            <tr>
              <th>User</th>
              <th>Company</th>
              <th>State</th>
              <th className="text-end">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.users.map((u) => (
              <tr key={u.id}>
                <td>
                  <div className="fw-semibold text-break">{u.email}</div>
                  <div className="small text-body-secondary">
                    {u.firstName} {u.lastName} · id {u.id}
                  </div>
                </td>
                <td>
                  {u.companyId ? (
                    <Link to={`/admin/companies/${u.companyId}`}>Company {u.companyId}</Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <div className="d-flex flex-wrap gap-1">
                    {u.emailVerified ? (
                      <Badge bg="success">verified</Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        unverified
                      </Badge>
                    )}
                    {u.loginDisabled && <Badge bg="danger">login disabled</Badge>}
                    {u.isOperator && <Badge bg="dark">operator</Badge>}
                  </div>
                </td>
                <td>
                  <UserActions user={u} onResult={setResult} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PagePager
        page={page}
        pages={pages}
        busy={list.isFetching}
        onPage={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })}
      />
    </>
  );
}
