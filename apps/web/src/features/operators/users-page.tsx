import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { errorText } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, useUsers } from './api';
import { ActionResultAlert, type ActionResult } from './components/action-result';
import { UserActions } from './components/user-actions';
import { useSearchPage } from '../../lib/use-search-page';

/** /admin/users: users by email or name, with their actions. */
export function UsersPage() {
  const { q, page, setQ, setPage } = useSearchPage();
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
          onChange={setQ}
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
        <ul className="list-unstyled border-bottom">
          {list.data.users.map((u) => (
            <li
              key={u.id}
              className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 border-top"
            >
              <div className="im-admin-user">
                <div className="fw-semibold text-break">{u.email}</div>
                <div className="small text-body-secondary d-flex flex-wrap align-items-center gap-1">
                  <span>
                    {u.firstName} {u.lastName} · id {u.id} ·
                  </span>
                  {u.companyId ? (
                    <Link to={`/admin/companies/${u.companyId}`}>company {u.companyId}</Link>
                  ) : (
                    'no company'
                  )}
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
              </div>
              <UserActions user={u} onResult={setResult} />
            </li>
          ))}
        </ul>
      )}
      <PagePager page={page} pages={pages} busy={list.isFetching} onPage={setPage} />
    </>
  );
}
