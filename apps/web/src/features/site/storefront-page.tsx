import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { FeatureIcon, type FeatureIconName } from './components/feature-icon';
import { PageHeader } from './components/page-header';
import { usePageTitle } from './use-page-title';
import './site.scss';

const STEPS = [
  [
    'Tell us about your business',
    'Call or write to us. We look at your inventory, your customers and how you sell today.',
  ],
  [
    'We set up your storefront',
    'Your own storefront on IronMatch, with your company name, your catalogue and your terms.',
  ],
  [
    'Load your inventory',
    'Import your parts spreadsheet or add parts with pictures in the inventory manager.',
  ],
  [
    'Approve your customers',
    'Decide who sees instant prices, who gets retail or wholesale pricing and who may buy on credit.',
  ],
  [
    'Customers order or ask for a quote',
    'New orders arrive awaiting your approval, with the buyer\u2019s notes and quantities.',
  ],
  [
    'Approve and get paid',
    'Confirm price, shipping and tax. The buyer pays by card, or you mark the order paid by other means.',
  ],
  [
    'Ship and close the order',
    'Confirm shipping with carrier and tracking number; the buyer follows the shipment online.',
  ],
] as const;

/** Seller order states named in spec section 1, in the order an order moves through them. */
const ORDER_STATES = [
  {
    label: 'Awaiting approval',
    className: 'bg-warning text-dark',
    text: 'The customer has placed the order or asked for a quote; you review it.',
  },
  {
    label: 'Awaiting payment',
    className: 'bg-info text-white',
    text: 'You approved it; the customer pays online, or you record a payment made by other means.',
  },
  {
    label: 'Confirm shipping',
    className: 'bg-dark text-white',
    text: 'Paid and ready to go: enter the carrier and tracking number.',
  },
  {
    label: 'Shipped',
    className: 'bg-success text-white',
    text: 'On its way. The customer sees the tracking details.',
  },
  {
    label: 'Canceled',
    className: 'bg-danger text-white',
    text: 'Canceled by you or before payment; nothing ships.',
  },
] as const;

/** Seller controls named in spec section 1. */
const SELLER_FEATURES: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Prices for approved customers',
    text: 'Show instant prices only to registered or approved customers; everyone else requests a quote.',
  },
  {
    icon: 'tag',
    title: 'Retail or wholesale per company',
    text: 'Toggle retail or wholesale prices company by company.',
  },
  { icon: 'credit', title: 'Credit approval', text: 'Approve trusted companies to buy on credit.' },
  {
    icon: 'users',
    title: 'Customer accounts',
    text: 'Review the companies that buy from you and delete company accounts you no longer serve.',
  },
  {
    icon: 'list',
    title: 'Cancel orders',
    text: 'Cancel an order that cannot be filled, with a note to the customer.',
  },
  {
    icon: 'check',
    title: 'Paid by other means',
    text: 'Mark orders paid by check, wire or account terms, and carry on to shipping.',
  },
];

export function StorefrontPage() {
  usePageTitle('Marketplace Solution');
  return (
    <>
      <PageHeader
        title="Marketplace Solution"
        eyebrow="Services"
        image="/images/headers/storefront.svg"
        imageAlt="Illustration of a parts store with an awning and a shopping cart"
        lead="Your own parts storefront on IronMatch: your catalogue, your customers and your prices, with online ordering and payment built in."
      >
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/contact" className="btn btn-primary btn-lg">
            Talk to us about a storefront
          </Link>
        </div>
      </PageHeader>

      <section className="im-section" aria-labelledby="sf-how">
        <Container fluid="xl">
          <Row className="g-5">
            <Col lg={7}>
              <h2 id="sf-how" className="mb-4">
                How It Works
              </h2>
              <ol className="im-steps">
                {STEPS.map(([title, text]) => (
                  <li key={title}>
                    <h3 className="h5">{title}</h3>
                    <p>{text}</p>
                  </li>
                ))}
              </ol>
            </Col>
            <Col lg={5}>
              <div className="im-contact-block">
                <h2 className="h4">Seller order states</h2>
                <p className="text-body-secondary">
                  Every order on your storefront is in one of these states.
                </p>
                <ul className="list-unstyled d-grid gap-3 mb-0">
                  {ORDER_STATES.map((s) => (
                    <li key={s.label}>
                      <span className={`im-state ${s.className}`}>{s.label}</span>
                      <p className="small mb-0 mt-1">{s.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="im-side-block mt-4">
                <h2 className="h5">A marketplace, not a middleman</h2>
                <p className="mb-0">
                  IronMatch acts only as a marketplace. Sellers handle shipping, refunds and disputes with
                  their customers. See the <Link to="/legal/seller-terms">Seller Terms</Link> and the{' '}
                  <Link to="/legal/refund-dispute">Refund and Dispute Disclaimer</Link>.
                </p>
              </div>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="sf-controls">
        <Container fluid="xl">
          <div className="im-section__head">
            <h2 id="sf-controls">You stay in control</h2>
            <p className="lead text-body-secondary mb-0">The seller tools that come with every storefront.</p>
          </div>
          <Row xs={1} md={2} lg={3} className="g-3">
            {SELLER_FEATURES.map((f) => (
              <Col key={f.title}>
                <div className="im-feature">
                  <FeatureIcon name={f.icon} />
                  <h3 className="h5">{f.title}</h3>
                  <p>{f.text}</p>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section im-cta" aria-labelledby="sf-cta">
        <Container fluid="xl" className="d-lg-flex align-items-center justify-content-between gap-4">
          <div>
            <h2 id="sf-cta" className="mb-1">
              Sell online under your own name
            </h2>
            <p className="mb-3 mb-lg-0">We will set up your storefront and help you load your first parts.</p>
          </div>
          <Link to="/contact" className="btn btn-dark btn-lg flex-shrink-0">
            Contact us
          </Link>
        </Container>
      </section>
    </>
  );
}
