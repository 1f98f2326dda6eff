import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Company } from '@ironmatch/contracts/accounts';
import { ApiError } from '../../lib/api-client';
import { phoneHref, siteConfig } from '../../lib/site-config';
import { useAuth } from '../../lib/auth-context';
import type { GuardRedirectState } from '../../lib/require-auth';
import { MembershipStatusSlot } from '../../lib/marketplace-actions';
import { useTimedMessage } from '../../lib/use-timed-message';
import { fetchConnectUrl, isEmailVerified, resendVerificationEmail, useCurrentUser } from './api';
import { EditCompanyModal } from './components/edit-company-modal';
import { EditContactModal } from './components/edit-contact-modal';
import { billingAddress, PostalAddress, shippingAddress } from '../../components/postal-address';
import { InfoList } from './components/info-list';
import { NextStep } from './components/next-step';
import './accounts.scss';

/** What other pages hand to /profile in location.state. */
export interface ProfileLocationState extends GuardRedirectState {
  /** Payout-provider result (the Stripe callback). */
  payoutMessage?: string;
  payoutError?: boolean;
}

/** What is left to set up, or nothing for a fully set-up account. */
function setUpSteps(hasCompany: boolean, verified: boolean): string {
  if (hasCompany && verified) return 'Your account is fully set up. ';
  if (hasCompany) return 'Verify your email to unlock every feature. ';
  if (verified) return 'Add your company information to unlock every feature. ';
  return 'Add your company information and verify your email to unlock every feature. ';
}

type Banner = { variant: 'success' | 'danger' | 'warning' | 'info'; text: string };

/** /profile, "Account Information" (spec 2.7). */
export function ProfilePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { claims } = useAuth();
  const { data: user, error, isPending, refetch } = useCurrentUser();
  const [arrival] = useState(() => (location.state as ProfileLocationState | null) ?? {});
  const [stateMessage, setStateMessage] = useTimedMessage<Banner>(
    arrival.message ? { variant: arrival.from ? 'warning' : 'success', text: arrival.message } : null,
  );
  const [payoutMessage, setPayoutMessage] = useTimedMessage<Banner>(
    arrival.payoutMessage
      ? { variant: arrival.payoutError ? 'danger' : 'success', text: arrival.payoutMessage }
      : null,
  );
  const [infoMessage, setInfoMessage] = useTimedMessage<Banner>();
  const [resending, setResending] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [editing, setEditing] = useState<'user' | 'company' | null>(null);

  // The hand-over is shown once: a reload or Back does not repeat it.
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const company = user?.Company ?? null;
  const verified = isEmailVerified(user, claims?.emailVerified);
  const memid = company?.memid ?? user?.memid ?? null;

  const resend = async () => {
    setResending(true);
    try {
      setInfoMessage({ variant: 'success', text: await resendVerificationEmail() });
    } catch (err) {
      setInfoMessage({
        variant: 'danger',
        text:
          err instanceof ApiError
            ? err.message || 'Failed to resend verification email.'
            : 'An error occurred while resending the verification email.',
      });
    } finally {
      setResending(false);
    }
  };

  const connectPayout = async () => {
    setConnecting(true);
    try {
      window.location.assign(await fetchConnectUrl());
    } catch (err) {
      setPayoutMessage({
        variant: 'danger',
        text: err instanceof Error ? err.message : 'Stripe connect failed.',
      });
      setConnecting(false);
    }
  };

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container>
          <h1 className="h2 mb-1">Account Information</h1>
          <p className="mb-0 opacity-75">Your contact details, your company and your account status.</p>
        </Container>
      </div>
      <Container>
        <div aria-live="polite">
          {[stateMessage, infoMessage, payoutMessage].map(
            (b, i) =>
              b && (
                <Alert
                  key={i}
                  variant={b.variant}
                  dismissible
                  onClose={() => [setStateMessage, setInfoMessage, setPayoutMessage][i]!(null)}
                >
                  {b.text}
                </Alert>
              ),
          )}
        </div>
        {error && (
          <Alert
            variant="danger"
            className="d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <span>{error.message}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {(user || claims) && !verified && (
          <Alert
            variant="warning"
            className="d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <span>
              {arrival.needsVerification && (
                <strong className="d-block">You must verify your email to use that feature.</strong>
              )}
              Your email address is not verified yet. Please click the link in the verification email we sent
              you.
            </span>
            <Button size="sm" variant="dark" onClick={resend} disabled={resending}>
              {resending && <Spinner size="sm" className="me-2" aria-hidden />}
              Resend Verification Email
            </Button>
          </Alert>
        )}

        {user && <NextStep hasCompany={company !== null} />}

        <Row className="g-4 mb-4">
          <Col md={6}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <h2 className="h5">About Your Account</h2>
                <p className="mb-2">
                  Your IronMatch account lets your company search dealer inventory by part number, post
                  general part requests, message dealers, request quotes and order online.
                </p>
                <p className="mb-0">
                  {setUpSteps(Boolean(user?.Company), verified)}Several people from the same company can each
                  have their own account.
                </p>
              </Card.Body>
            </Card>
          </Col>
          <Col md={6}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <h2 className="h5">Need Help?</h2>
                <p className="mb-2">
                  Are you a member of the NetCom parts network? This site is the IronMatch marketplace, not
                  the NetCom member service: for NetCom, please call us at{' '}
                  <a href={phoneHref(siteConfig().supportPhone)}>{siteConfig().supportPhone}</a> or email{' '}
                  <a href={`mailto:${siteConfig().supportEmail}`}>{siteConfig().supportEmail}</a>.
                </p>
                <p className="mb-0">
                  Questions about your account? <Link to="/contact">Contact us</Link>, we are glad to help.
                </p>
              </Card.Body>
            </Card>
          </Col>
        </Row>

        {isPending && !error ? (
          <div className="d-flex justify-content-center py-4" role="status">
            <Spinner animation="border" variant="secondary" />
            <span className="visually-hidden">Loading...</span>
          </div>
        ) : !user ? (
          !error && <p className="text-body-secondary">No user details available.</p>
        ) : (
          user && (
            <Row className="g-4">
              <Col lg={5}>
                <Card className="h-100 shadow-sm">
                  <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
                    <h2 className="h5 mb-0">User Contact Information</h2>
                    <Button size="sm" variant="outline-dark" onClick={() => setEditing('user')}>
                      Edit User Info
                    </Button>
                  </Card.Header>
                  <Card.Body>
                    <InfoList
                      rows={[
                        ['Email', <span className="text-break">{user.email}</span>, true],
                        ['First Name', user.firstName],
                        ['Last Name', user.lastName],
                        ['Office Phone', user.phoneOffice],
                        ['Mobile Phone', user.phoneMobile],
                      ]}
                    />
                  </Card.Body>
                </Card>
              </Col>
              <Col lg={7}>
                <CompanyCard
                  company={company}
                  memid={memid}
                  connecting={connecting}
                  onConnect={connectPayout}
                  onEdit={() => setEditing('company')}
                />
              </Col>
            </Row>
          )
        )}
      </Container>
      <EditContactModal
        show={editing === 'user'}
        user={user}
        onHide={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setInfoMessage({ variant: 'success', text });
        }}
      />
      <EditCompanyModal
        show={editing === 'company'}
        company={company}
        onHide={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setInfoMessage({ variant: 'success', text });
        }}
      />
    </>
  );
}

function CompanyCard(props: {
  company: Company | null;
  memid: string | null;
  connecting: boolean;
  onConnect(): void;
  onEdit(): void;
}) {
  const { company, memid, connecting, onConnect, onEdit } = props;
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <h2 className="h5 mb-0">Company Contact Information</h2>
        {company ? (
          <Button size="sm" variant="outline-dark" onClick={onEdit}>
            Edit Company Info
          </Button>
        ) : (
          <Link to="/create-company" className="btn btn-sm btn-primary">
            Add Company Information
          </Link>
        )}
      </Card.Header>
      <Card.Body>
        {company ? (
          <>
            <InfoList
              rows={[
                ['Company Name', company.name],
                ['Main Phone', company.phoneMain],
                ['Secondary Phone', company.phoneSecondary],
                ['Fax', company.fax],
                ['Shipping Address', <PostalAddress address={shippingAddress(company)} />],
                ['Billing Address', <PostalAddress address={billingAddress(company)} />],
                ['Primary Email', company.email1],
                ['Secondary Email', company.email2],
                ['Third Email', company.email3],
                ['Parts Manager', company.partsManager],
                [
                  'Contacts',
                  company.contactList ? <span className="im-pre-line">{company.contactList}</span> : null,
                ],
                [
                  'Website',
                  company.website ? (
                    <a
                      href={
                        /^https?:\/\//i.test(company.website) ? company.website : `https://${company.website}`
                      }
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {company.website}
                    </a>
                  ) : null,
                ],
              ]}
            />
            {company.stripeAccountId ? (
              <p className="mb-0 mt-2">
                <span className="fw-semibold">Connected Stripe Account:</span>{' '}
                <code>{company.stripeAccountId}</code>
              </p>
            ) : (
              memid && (
                <div className="mt-2 pt-3 border-top">
                  <p className="mb-2">Connect a payout account to receive payments for online orders.</p>
                  <Button variant="primary" onClick={onConnect} disabled={connecting}>
                    {connecting && <Spinner size="sm" className="me-2" aria-hidden />}
                    Connect Stripe Account
                  </Button>
                </div>
              )
            )}
            <div className="mt-3">
              <MembershipStatusSlot />
            </div>
          </>
        ) : (
          <p className="mb-0">
            No company information yet. Add your company to start searching and ordering parts.
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
