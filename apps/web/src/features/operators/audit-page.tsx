import { useState } from 'react';
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@ironmatch/contracts/operators';
import { PagePager } from '../../components/page-pager';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { ADMIN_PAGE_SIZE, adminQuery, downloadAuditCsv, useAudit } from './api';

const FILTERS = ['action', 'targetType', 'targetId', 'operatorId', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

const json = (value: Record<string, unknown>) => JSON.stringify(value);

/** /admin/audit: every operator action, newest first, filtered; "Export CSV" with the same filters. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = adminQuery({ ...filters, page, limit: ADMIN_PAGE_SIZE });
  const list = useAudit(query);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const pages = Math.ceil((list.data?.count ?? 0) / ADMIN_PAGE_SIZE);

  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      saveFile(
        await downloadAuditCsv(adminQuery(filters)),
        `audit-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (err) {
      setExportError(errorText(err, 'Could not export the audit log.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <h1 className="h3 mb-0">Audit log</h1>
        <Button variant="outline-dark" disabled={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>
      {exportError && (
        <p className="text-danger" role="alert">
          {exportError}
        </p>
      )}
      <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2">
          <Col xs={12} sm={6} lg={3}>
            <Form.Label htmlFor="audit-action" className="small mb-1">
              Action
            </Form.Label>
            <Form.Select
              id="audit-action"
              size="sm"
              value={filters.action}
              onChange={(e) => setFilter('action', e.target.value)}
            >
              <option value="">Any action</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} sm={3} lg={2}>
            <Form.Label htmlFor="audit-type" className="small mb-1">
              Target type
            </Form.Label>
            <Form.Select
              id="audit-type"
              size="sm"
              value={filters.targetType}
              onChange={(e) => setFilter('targetType', e.target.value)}
            >
              <option value="">Any</option>
              {AUDIT_TARGET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Form.Select>
          </Col>
          {(
            [
              ['targetId', 'Target id', 'number'],
              ['operatorId', 'Operator id', 'number'],
              ['from', 'From', 'date'],
              ['to', 'To', 'date'],
            ] as const
          ).map(([name, label, type]) => (
            <Col key={name} xs={6} sm={3} lg={type === 'date' ? 2 : 1}>
              <Form.Label htmlFor={`audit-${name}`} className="small mb-1 text-nowrap">
                {label}
              </Form.Label>
              <Form.Control
                id={`audit-${name}`}
                size="sm"
                type={type}
                min={type === 'number' ? 1 : undefined}
                value={filters[name]}
                onChange={(e) => setFilter(name, e.target.value)}
              />
            </Col>
          ))}
        </Row>
      </Form>
      {list.error && <p className="text-danger">{errorText(list.error, 'Could not load the audit log.')}</p>}
      {list.data && (
        <p className="text-body-secondary small" aria-live="polite">
          {list.data.count} entr{list.data.count === 1 ? 'y' : 'ies'}
        </p>
      )}
      {list.data && list.data.entries.length > 0 && (
        <Table responsive size="sm" className="im-admin-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Operator</th>
              <th>Action</th>
              <th>Target</th>
              <th>Before</th>
              <th>After</th>
              <th>Request id</th>
            </tr>
          </thead>
          <tbody>
            {list.data.entries.map((e) => (
              <tr key={e.id}>
                <td className="text-nowrap">{formatDateTime(e.createdAt)}</td>
                <td className="text-break">{e.operatorEmail}</td>
                <td className="text-nowrap">{e.action}</td>
                <td className="text-nowrap">
                  {e.targetType} {e.targetId}
                </td>
                <td>
                  <pre className="im-admin-json">{json(e.before)}</pre>
                </td>
                <td>
                  <pre className="im-admin-json">{json(e.after)}</pre>
                </td>
                <td className="small text-body-secondary text-break">{e.requestId}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PagePager
        page={page}
        pages={pages}
        busy={list.isFetching}
        onPage={(p) => {
          const next = new URLSearchParams(params);
          next.set('page', String(p));
          setParams(next);
        }}
      />
    </>
  );
}
