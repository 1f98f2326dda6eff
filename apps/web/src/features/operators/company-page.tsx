import { useState } from 'react';
import { Badge, Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/api-client';
import { formatCount, formatDateTime } from '../../lib/format';
import { useCompany } from './api';
import { ActionResultAlert, type ActionResult } from './components/action-result';
import { STATUS_VARIANT } from './components/application-details';
import { CompanyActions } from './components/company-actions';
import { UserActions } from './components/user-actions';

/** /admin/companies/:id: one company with its users, counts, applications and actions. */
export function CompanyPage() {
  const id = Number(useParams().id);
  const query = useCompany(id);
  const [result, setResult] = useState<ActionResult | null>(null);
  const company = query.data;
  if (query.isPending)
    return (
      <div role="status" className="py-5 text-center">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading...</span>
      </div>
    );
  if (!company)
    return (
      <>
        <p className="text-danger">{errorText(query.error, 'Could not load the company.')}</p>
        <Link to="/admin/companies">Back to the companies</Link>
      </>
    );
  const facts: Array<[string, React.ReactNode]> = [
    ['Member id', company.memid ?? 'Not a member'],
    ['Payout account', company.stripeAccountId ?? 'None'],
    ['Can take payments', company.canTransact ? 'Yes' : 'No'],
    ['Email', <span className="text-break">{company.email1}</span>],
    ['City', `${company.city}, ${company.state}`],
  ];
  return (
    <>
      <Link to="/admin/companies" className="small">
        ← Companies
      </Link>
      <h1 className="h3 mt-1 mb-3 d-flex flex-wrap align-items-center gap-2">
        {company.name}
        <span className="text-body-secondary fs-6">id {company.id}</span>
        {company.suspended && <Badge bg="danger">suspended</Badge>}
      </h1>
      <ActionResultAlert result={result} onClose={() => setResult(null)} />
      <Row className="g-4">
        <Col lg={7} className="d-grid gap-4 align-content-start">
          <Card className="shadow-sm">
            <Card.Body>
              <dl className="row mb-0">
                {facts.map(([label, value]) => (
                  <div key={label} className="col-sm-6 mb-2">
                    <dt className="small text-body-secondary fw-normal">{label}</dt>
                    <dd className="mb-0 fw-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="d-flex flex-wrap gap-4 mt-3 pt-3 border-top">
                <span>
                  <strong>{formatCount(company.counts.parts)}</strong> parts
                </span>
                <span>
                  <strong>{formatCount(company.counts.listings)}</strong> listings
                </span>
                <span>
                  <strong>{formatCount(company.counts.orders)}</strong> orders
                </span>
              </div>
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">Users</h2>
            </Card.Header>
            <ul className="list-unstyled mb-0">
              {company.users.map((u) => (
                <li
                  key={u.id}
                  className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-top"
                >
                  <div className="im-admin-user">
                    <div className="fw-semibold text-break">{u.email}</div>
                    <div className="small text-body-secondary">
                      {u.firstName} {u.lastName}
                      {!u.emailVerified && ' · unverified'}
                      {u.loginDisabled && ' · login disabled'}
                    </div>
                  </div>
                  <UserActions user={u} onResult={setResult} />
                </li>
              ))}
            </ul>
          </Card>
          <Card className="shadow-sm">
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">Membership applications</h2>
            </Card.Header>
            <Card.Body>
              {company.applications.length === 0 ? (
                <p className="mb-0 text-body-secondary">None.</p>
              ) : (
                <ul className="list-unstyled mb-0 d-grid gap-2">
                  {company.applications.map((a) => (
                    <li key={a.id}>
                      <Badge bg={STATUS_VARIANT[a.status]} text={a.status === 'open' ? 'dark' : undefined}>
                        {a.status}
                      </Badge>{' '}
                      {formatDateTime(a.createdAt)}
                      {a.memid && ` · ${a.memid}`}
                      {a.rejectionReason && ` · ${a.rejectionReason}`}
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <CompanyActions
            key={`${company.memid}-${company.stripeAccountId}-${company.suspended}`}
            company={company}
            onResult={setResult}
          />
        </Col>
      </Row>
    </>
  );
}
