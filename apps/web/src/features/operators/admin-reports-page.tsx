import { useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Card, Form, Spinner } from 'react-bootstrap';
import { guestDetailPath } from '@ironmatch/contracts/listing-rules';
import { REPORT_REASON_LABELS, type AdminReport } from '@ironmatch/contracts/moderation';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import {
  useAdminReports,
  useHideTarget,
  useResolveReport,
  type ReportStatusFilter,
} from './admin-reports-api';

/** Where an operator opens a report's target (the public pages; a hidden one answers Page not found). */
function targetPath(r: AdminReport): string {
  switch (r.targetType) {
    case 'listing':
      return guestDetailPath(r.targetId, '-');
    case 'machine':
      return `/machines/guest/${r.targetId}`;
    default:
      return '/suggestions';
  }
}

const TARGET_LABEL = { listing: 'Listing', machine: 'Machine', suggestion: 'Suggestion', comment: 'Comment' };

function ReportCard({ report }: { report: AdminReport }) {
  const [reason, setReason] = useState(REPORT_REASON_LABELS[report.reason]);
  const [resolution, setResolution] = useState('');
  const hide = useHideTarget();
  const resolve = useResolveReport();
  const open = report.status === 'open';
  const id = `report-${report.id}`;
  return (
    <Card as="li" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0" id={`${id}-title`}>
            {TARGET_LABEL[report.targetType]} #{report.targetId}
          </h2>
          <Badge
            bg={report.reason === 'fraud' ? 'danger' : 'warning'}
            text={report.reason === 'fraud' ? undefined : 'dark'}
          >
            {REPORT_REASON_LABELS[report.reason]}
          </Badge>
          <Badge bg={open ? 'primary' : 'secondary'}>{open ? 'Open' : 'Resolved'}</Badge>
          <a className="ms-auto small" href={targetPath(report)} target="_blank" rel="noreferrer">
            Open target
          </a>
        </div>
        {report.text && <p className="mb-2 text-break">“{report.text}”</p>}
        <p className="small text-body-secondary mb-3">
          Reported by {report.reporter.email || 'a deleted user'}
          {report.reporter.companyId ? ` (company #${report.reporter.companyId})` : ''} on{' '}
          {formatDateTime(report.createdAt)}
          {report.resolvedAt && ` · resolved ${formatDateTime(report.resolvedAt)}`}
          {report.resolution && `: ${report.resolution}`}
        </p>
        {open && (
          <div className="d-flex flex-column flex-md-row gap-3">
            <Form
              className="flex-fill d-flex gap-2 align-items-end"
              onSubmit={(e) => {
                e.preventDefault();
                hide.mutate({ targetType: report.targetType, targetId: report.targetId, reason });
              }}
            >
              <Form.Group controlId={`${id}-hide-reason`} className="flex-fill">
                <Form.Label className="small fw-semibold">Reason shown to the owner</Form.Label>
                <Form.Control size="sm" value={reason} onChange={(e) => setReason(e.target.value)} />
              </Form.Group>
              <Button type="submit" size="sm" variant="danger" disabled={hide.isPending || hide.isSuccess}>
                {hide.isSuccess ? 'Hidden' : 'Hide'}
              </Button>
            </Form>
            <Form
              className="flex-fill d-flex gap-2 align-items-end"
              onSubmit={(e) => {
                e.preventDefault();
                resolve.mutate({ id: report.id, resolution });
              }}
            >
              <Form.Group controlId={`${id}-resolution`} className="flex-fill">
                <Form.Label className="small fw-semibold">Resolution (optional)</Form.Label>
                <Form.Control size="sm" value={resolution} onChange={(e) => setResolution(e.target.value)} />
              </Form.Group>
              <Button type="submit" size="sm" variant="outline-success" disabled={resolve.isPending}>
                Resolve
              </Button>
            </Form>
          </div>
        )}
        {(hide.isError || resolve.isError) && (
          <Alert variant="danger" className="mt-2 mb-0 py-2 small" role="alert">
            {errorText(hide.error ?? resolve.error, 'That did not work.')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

/** The operators' queue of reports (issue 30), newest first: open the target, hide it, resolve. */
export function AdminReportsPage() {
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const reports = useAdminReports(status);
  return (
    <>
      <div className="mb-3">
        <h1 className="h3 mb-1">Reports</h1>
        <p className="mb-0 text-body-secondary">What users flagged, newest first.</p>
      </div>
      <div>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <ButtonGroup aria-label="Status">
            {(['open', 'resolved', 'all'] as const).map((s) => (
              <Button
                key={s}
                variant={status === s ? 'dark' : 'outline-dark'}
                aria-pressed={status === s}
                onClick={() => setStatus(s)}
              >
                {s === 'open' ? 'Open' : s === 'resolved' ? 'Resolved' : 'All'}
              </Button>
            ))}
          </ButtonGroup>
          {reports.data && (
            <span className="text-body-secondary">
              {reports.data.count === 1 ? '1 report' : `${reports.data.count} reports`}
            </span>
          )}
        </div>
        {reports.isPending && <Spinner animation="border" role="status" aria-label="Loading" />}
        {reports.isError && (
          <Alert variant="danger">{errorText(reports.error, 'Failed to fetch the reports.')}</Alert>
        )}
        {reports.data?.reports.length === 0 && <p className="text-body-secondary">No reports here.</p>}
        <ol className="list-unstyled" aria-label="Reports, newest first">
          {reports.data?.reports.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </ol>
      </div>
    </>
  );
}
