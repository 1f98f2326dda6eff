import { useState } from 'react';
import { Badge, Button, Form, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import type { AdminApplication } from '@ironmatch/contracts/membership';
import { PagePager } from '../../components/page-pager';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { ADMIN_PAGE_SIZE, useApplications } from './api';
import { ActionResultAlert, type ActionResult } from './components/action-result';
import { ApplicationDetails, STATUS_VARIANT } from './components/application-details';

const STATUSES = ['open', 'approved', 'rejected', 'all'] as const;

/** /admin/applications: the membership applications by status, newest first; open one to decide it. */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApplications(status, page);
  const [opened, setOpened] = useState<AdminApplication | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const pages = Math.ceil((list.data?.count ?? 0) / ADMIN_PAGE_SIZE);

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <h1 className="h3 mb-0">Membership applications</h1>
        <Form.Group controlId="application-status" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0">Status</Form.Label>
          <Form.Select
            value={status}
            onChange={(e) => setParams({ status: e.target.value })}
            style={{ width: 'auto' }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <ActionResultAlert result={result} onClose={() => setResult(null)} />
      {list.error && (
        <p className="text-danger">{errorText(list.error, 'Could not load the applications.')}</p>
      )}
      {list.data && list.data.applications.length === 0 && (
        <p className="text-body-secondary">No {status === 'all' ? '' : `${status} `}applications.</p>
      )}
      {list.data && list.data.applications.length > 0 && (
        <Table responsive hover className="im-admin-table">
          <thead>
            <tr>
              <th>Company</th>
              <th className="d-none d-md-table-cell">Sent</th>
              <th className="d-none d-lg-table-cell">Makes</th>
              <th>Status</th>
              <th className="d-none d-sm-table-cell" />
            </tr>
          </thead>
          <tbody>
            {list.data.applications.map((a) => (
              <tr key={a.id}>
                <td>
                  {/* The name opens it too: on a phone the Open column is off the screen. */}
                  <Button
                    variant="link"
                    className="p-0 fw-semibold text-start text-body"
                    onClick={() => setOpened(a)}
                  >
                    {a.company.name}
                  </Button>
                  <div className="small text-body-secondary text-break">{a.company.email1}</div>
                  <div className="small text-body-secondary d-md-none">{formatDateTime(a.createdAt)}</div>
                </td>
                <td className="text-nowrap d-none d-md-table-cell">{formatDateTime(a.createdAt)}</td>
                <td className="d-none d-lg-table-cell">{a.makes.join(', ')}</td>
                <td>
                  <Badge bg={STATUS_VARIANT[a.status]} text={a.status === 'open' ? 'dark' : undefined}>
                    {a.status}
                  </Badge>
                  {a.memid && <div className="small">{a.memid}</div>}
                </td>
                <td className="text-end d-none d-sm-table-cell">
                  <Button size="sm" variant="outline-dark" onClick={() => setOpened(a)}>
                    Open
                  </Button>
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
        onPage={(p) => setParams({ status, page: String(p) })}
      />
      {opened && (
        <ApplicationDetails
          application={opened}
          onHide={() => setOpened(null)}
          onDone={(r) => {
            setOpened(null);
            setResult(r);
          }}
        />
      )}
    </>
  );
}
