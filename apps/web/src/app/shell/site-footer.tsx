import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../lib/site-contact';

const LEGAL_LINKS = [
  ['Privacy Policy', '/legal/privacypolicy'],
  ['Terms of Use', '/legal/termsofuse'],
  ['Acceptable Use', '/legal/acceptableuse'],
  ['Cookie Policy', '/legal/cookies'],
  ['IP & DMCA', '/legal/ip-dmca'],
  ['Seller Terms', '/legal/seller-terms'],
  ['Buyer Terms', '/legal/buyer-terms'],
  ['Refunds & Disputes', '/legal/refund-dispute'],
  ['User Verification', '/legal/user-verification'],
] as const;

export function SiteFooter() {
  return (
    <footer className="im-footer mt-5 pt-4 pb-3" aria-label="Site footer">
      <Container fluid="xl">
        <Row className="gy-4">
          <Col md={4}>
            <h2 className="h6 text-white text-uppercase">Talk to a parts specialist</h2>
            <p className="mb-1">
              Toll-free: <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            </p>
            <p className="mb-1">
              Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <p className="small mb-0">Monday to Friday, 7 am to 6 pm Central.</p>
          </Col>
          <Col md={4}>
            <h2 className="h6 text-white text-uppercase">Follow us</h2>
            <ul className="list-unstyled mb-0">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </Col>
          <Col md={4}>
            <h2 className="h6 text-white text-uppercase">Legal</h2>
            <ul className="list-unstyled mb-0 d-flex flex-wrap column-gap-3">
              {LEGAL_LINKS.map(([label, to]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </Col>
        </Row>
        <hr className="border-secondary" />
        <p className="small mb-0">
          &copy; {new Date().getFullYear()} IronMatch. All rights reserved. IronMatch is a marketplace; sellers handle
          shipping, refunds and disputes.
        </p>
      </Container>
    </footer>
  );
}
