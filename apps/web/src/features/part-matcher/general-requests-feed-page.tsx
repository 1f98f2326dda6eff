import { useState } from 'react';
import { Alert, Card, Container, Spinner, Table } from 'react-bootstrap';
import {
  GENERAL_REQUESTS_PAGE_SIZE,
  PART_MATCHER_MESSAGES as M,
} from '@ironmatch/contracts/part-matcher-rules';
import { RequireAuth } from '../../lib/require-auth';
import { useAllGeneralRequests } from './api';
import { errorText } from '../../lib/api-client';
import { MessageActionSlot } from '../../lib/marketplace-actions';
import { CompanyDetailsModal } from '../../components/company-details-modal';
import { PageHeader } from './components/page-header';
import { NumberedPager } from './components/pagers';
import { formatDateTime } from '../../lib/format';
import { orNA } from './general-request-display';
import { usePageParam } from './use-page-param';
import './part-matcher.scss';

/** /netcomonly/generalrequests: every company's general requests, for members (spec marketplace 2). */
export function GeneralRequestsFeedPage() {
  return (
    <RequireAuth member>
      <PageHeader title="General Requests">What buyers are looking for, newest first.</PageHeader>
      <Container fluid="xl" className="pb-5">
        <GeneralRequestsFeed />
      </Container>
    </RequireAuth>
  );
}

function GeneralRequestsFeed() {
  const [page, setPage] = usePageParam();
  const query = useAllGeneralRequests(page);
  const [company, setCompany] = useState<number | null>(null);
  const rows = query.data?.rows ?? [];

  if (query.isPending) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading general requests...</span>
      </div>
    );
  }
  return (
    <>
      {query.isError && (
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.getGeneralRequestsFailed)}
        </Alert>
      )}
      {query.isSuccess && rows.length === 0 ? (
        <Card body className="text-center py-4">
          <p className="lead mb-0">{M.noGeneralRequests}</p>
        </Card>
      ) : (
        <Card>
          <Table responsive className="pm-table pm-stack align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Part Number</th>
                <th scope="col">Manufacturer</th>
                <th scope="col" className="pm-hide-sm">
                  Model Number
                </th>
                <th scope="col">Comments</th>
                <th scope="col" className="pm-hide-sm">
                  Created At
                </th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td data-label="Company">
                    <button type="button" className="pm-link-button" onClick={() => setCompany(r.companyId)}>
                      {r.Company.name}
                    </button>
                  </td>
                  <td data-label="Part Number">{orNA(r.partNumber)}</td>
                  <td data-label="Manufacturer">{orNA(r.manufacturer)}</td>
                  <td className="pm-hide-sm" data-label="Model Number">
                    {orNA(r.modelnum)}
                  </td>
                  <td className="pm-pre-line pm-comments" data-label="Comments">
                    {r.comments}
                  </td>
                  <td className="pm-hide-sm text-nowrap" data-label="Created At">
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </td>
                  <td>
                    <MessageActionSlot
                      target={{
                        recipientCompanyId: r.companyId,
                        recipientCompanyName: r.Company.name,
                        messageType: 'generalrequest',
                        relatedId: r.id,
                        subject: `Regarding your general request${r.partNumber ? ` for part ${r.partNumber}` : ''}`,
                        extras: {
                          ...(r.partNumber ? { partNumber: r.partNumber } : {}),
                          ...(r.modelnum ? { modelnum: r.modelnum } : {}),
                        },
                        label: 'Message',
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
      <NumberedPager
        page={page}
        total={query.data?.count ?? 0}
        pageSize={GENERAL_REQUESTS_PAGE_SIZE}
        onPage={setPage}
      />
      <CompanyDetailsModal show={company !== null} companyId={company} onClose={() => setCompany(null)} />
    </>
  );
}
