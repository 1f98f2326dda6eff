import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { FeatureIcon, type FeatureIconName } from './components/feature-icon';
import { PageHeader } from './components/page-header';
import { usePageTitle } from './use-page-title';
import './site.scss';

const BENEFITS: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Buyers who are searching now',
    text: 'Your parts show up in part search results for contractors, repair shops, municipalities and fleets.',
  },
  {
    icon: 'bell',
    title: 'Notified on every match',
    text: 'When someone searches a part number you stock, you hear about it at once and can quote straight away.',
  },
  {
    icon: 'credit',
    title: 'Paid online',
    text: 'Buyers check out by card. Payouts go to your own payment account; an application fee is deducted per sale.',
  },
  {
    icon: 'chart',
    title: 'See what sells',
    text: 'Inventory and stats managers show which parts are searched, quoted and ordered.',
  },
];

export function PartSellerPage() {
  usePageTitle('Part Seller');
  return (
    <>
      <PageHeader
        title="Part Seller"
        eyebrow="Services"
        image="/images/headers/part-seller.svg"
        imageAlt="Illustration of warehouse shelving stocked with parts and gears"
        lead="Sell used, rebuilt and new heavy equipment parts from your own shelves to verified business buyers across the network."
      >
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/membership/apply" className="btn btn-primary btn-lg">
            Apply to join the network
          </Link>
        </div>
      </PageHeader>

      <section className="im-section" aria-labelledby="ps-what">
        <Container fluid="xl">
          <Row className="g-5">
            <Col lg={7}>
              <h2 id="ps-what">What the Part Seller offering is</h2>
              <p>
                Part Sellers list the parts they hold in stock on IronMatch. Buyers find them by part number,
                ask for quotes, order and pay online, and the seller ships. It is built for dismantlers,
                salvage yards, rebuild shops and equipment dealers who want more buyers for the inventory they
                already have.
              </p>
              <p>
                IronMatch acts only as a marketplace: as a Part Seller you ship your orders and handle refunds
                and disputes with your buyers, under the <Link to="/legal/seller-terms">Seller Terms</Link>.
              </p>
              <Row xs={1} md={2} className="g-3 mt-2">
                {BENEFITS.map((b) => (
                  <Col key={b.title}>
                    <div className="im-feature">
                      <FeatureIcon name={b.icon} />
                      <h3 className="h5">{b.title}</h3>
                      <p>{b.text}</p>
                    </div>
                  </Col>
                ))}
              </Row>
            </Col>
            <Col lg={5}>
              <div className="im-contact-block mb-4">
                <h2 className="h4">Who can sell</h2>
                <ul className="im-checklist mb-0">
                  <li>
                    <strong>You hold the parts at your own facility.</strong> Every listed part is on your
                    shelf or in your yard, ready to inspect, photograph and ship.
                  </li>
                  <li>You are a registered business and your company details on IronMatch are complete.</li>
                  <li>You describe condition honestly and attach real pictures of the actual part.</li>
                  <li>You answer quotes and messages promptly and ship what you sell.</li>
                </ul>
              </div>
              <div className="im-contact-block">
                <h2 className="h4">Who cannot</h2>
                <ul className="im-checklist im-checklist--no mb-0">
                  <li>
                    <strong>Brokers and resellers are excluded:</strong> listing parts you do not physically
                    hold, or reselling another supplier&apos;s stock, is not allowed.
                  </li>
                  <li>Drop-shipping from third parties.</li>
                </ul>
              </div>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="ps-how">
        <Container fluid="xl">
          <h2 id="ps-how" className="mb-4">
            How to get started
          </h2>
          <ol className="im-steps">
            <li>
              <h3 className="h5">Create your account and add your company</h3>
              <p>
                <Link to="/register">Register</Link>, verify your email and enter your company information.
              </p>
            </li>
            <li>
              <h3 className="h5">Talk to our dealer network team</h3>
              <p>We confirm that you hold the parts at your own facility and set you up as a seller.</p>
            </li>
            <li>
              <h3 className="h5">Connect your payout account and load your inventory</h3>
              <p>
                Connect the card payment provider from your profile, then import your parts or add them one by
                one.
              </p>
            </li>
            <li>
              <h3 className="h5">Answer searches, quote and ship</h3>
              <p>
                You are notified as buyers search your parts. Quote, confirm orders and mark them shipped.
              </p>
            </li>
          </ol>
        </Container>
      </section>

      <section className="im-section im-cta" aria-labelledby="ps-cta">
        <Container fluid="xl" className="d-lg-flex align-items-center justify-content-between gap-4">
          <div>
            <h2 id="ps-cta" className="mb-1">
              Ready to sell from your shelves?
            </h2>
            <p className="mb-3 mb-lg-0">Call or write to us and we will walk you through it.</p>
          </div>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0">
            <Link to="/contact" className="btn btn-dark btn-lg">
              Contact us
            </Link>
            <Link to="/services/storefront" className="btn btn-outline-dark btn-lg">
              Need your own storefront?
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
