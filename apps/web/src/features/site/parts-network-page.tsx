import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { useAuth } from '../../lib/auth-context';
import { FeatureIcon, type FeatureIconName } from './components/feature-icon';
import { PageHeader } from './components/page-header';
import { ScreenshotGallery, type Screenshot } from './components/screenshot-gallery';
import { TestimonialCard } from './components/testimonial-card';
import { TESTIMONIALS } from './content/testimonials';
import { usePageTitle } from './use-page-title';
import './site.scss';

/** The marketing claims of spec section 1, one card each. */
const KEY_FEATURES: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'network',
    title: 'Private dealer network since 1992',
    text: 'A closed network of established heavy equipment dealers and dismantlers that has been trading parts for more than thirty years.',
  },
  {
    icon: 'bell',
    title: 'Instant search notification',
    text: 'The moment anyone searches a part number you stock, you are notified, so you can quote while the buyer is still looking.',
  },
  {
    icon: 'list',
    title: 'Search up to 20 parts at once',
    text: 'Paste a whole repair list: up to 20 part numbers in one search, with every match grouped by part.',
  },
  {
    icon: 'bolt',
    title: 'Quick Quote',
    text: 'Shows your price and condition on the spot and sends the buyer a detailed quote instantly.',
  },
  {
    icon: 'chat',
    title: 'Private member-to-member messaging',
    text: 'Talk shop, negotiate and follow up directly with other members, without sharing personal inboxes.',
  },
  {
    icon: 'camera',
    title: 'Picture attachments',
    text: 'Attach pictures to parts, quotes and messages so buyers see exactly what will arrive on the pallet.',
  },
  {
    icon: 'boxes',
    title: 'Inventory manager',
    text: 'Add parts one by one or import your whole spreadsheet; prices, quantities and pictures stay in one place.',
  },
  {
    icon: 'chart',
    title: 'Stats manager',
    text: 'See which of your part numbers are searched, by whom and how fast you respond, week by week.',
  },
  {
    icon: 'wrench',
    title: 'Dismantled machines database',
    text: 'List the machines you are taking apart so buyers needing several parts off one model find a donor fast.',
  },
  {
    icon: 'users',
    title: 'Multiple accounts per company',
    text: 'Give every parts counter person and buyer their own login under one company, with shared quotes and messages.',
  },
];

const INVENTORY_SHOTS: Screenshot[] = [
  {
    src: '/images/screens/inventory-list.svg',
    alt: 'Inventory manager: a table of parts with part number, description, condition, price, pictures and quantity',
    caption: 'Your inventory at a glance',
  },
  {
    src: '/images/screens/inventory-add.svg',
    alt: 'Inventory manager: the Add Part form with part number, manufacturer, condition, price, notes and pictures',
    caption: 'Add a part in seconds',
  },
  {
    src: '/images/screens/inventory-import.svg',
    alt: 'Inventory manager: bulk import summary showing added, updated, removed and rows to review',
    caption: 'Import a whole spreadsheet',
  },
  {
    src: '/images/screens/inventory-pictures.svg',
    alt: 'Inventory manager: picture manager with eight part photos and a main picture',
    caption: 'Manage part pictures',
  },
];

const STATS_SHOTS: Screenshot[] = [
  {
    src: '/images/screens/stats-overview.svg',
    alt: 'Stats manager: monthly totals of searches, Quick Quotes, messages and orders above a 12-week line chart',
    caption: 'Searches and quotes over time',
  },
  {
    src: '/images/screens/stats-top-parts.svg',
    alt: 'Stats manager: bar chart of the most searched part numbers in your inventory',
    caption: 'Your most searched parts',
  },
  {
    src: '/images/screens/stats-buyers.svg',
    alt: 'Stats manager: searches by buyer region, buyer types and median response time',
    caption: 'Who is searching, and how fast you answer',
  },
];

export function PartsNetworkPage() {
  usePageTitle('The Parts Network');
  const loggedIn = useAuth().status === 'authenticated';
  return (
    <>
      <PageHeader
        title="The IronMatch Parts Network"
        eyebrow="Services"
        image="/images/headers/parts-network.svg"
        imageAlt="Illustration of dealer locations linked across a network"
        lead="A private network of heavy equipment dealers, trading parts since 1992. Members see who is searching for their parts the moment it happens and answer with a quote in seconds."
      >
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/membership/apply" className="btn btn-primary btn-lg">
            Apply to join the network
          </Link>
          <Link
            to={loggedIn ? '/partmatcher/partsearch' : '/partmatcher/guestpartsearch'}
            className="btn btn-outline-light btn-lg"
          >
            Try a part search
          </Link>
        </div>
      </PageHeader>

      <section className="im-section" aria-labelledby="pn-features">
        <Container fluid="xl">
          <div className="im-section__head">
            <h2 id="pn-features">Key features</h2>
            <p className="lead text-body-secondary mb-0">
              Everything a parts counter needs to find, quote and sell faster.
            </p>
          </div>
          <Row xs={1} md={2} xl={5} className="g-3">
            {KEY_FEATURES.map((f) => (
              <Col key={f.title}>
                <div className="im-feature">
                  <FeatureIcon name={f.icon} />
                  <h3 className="h6">{f.title}</h3>
                  <p className="small">{f.text}</p>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="pn-quickquote">
        <Container fluid="xl">
          <Row className="g-5 align-items-center">
            <Col lg={5}>
              <p className="im-eyebrow im-eyebrow--dark mb-2">Quick Quote</p>
              <h2 id="pn-quickquote">Quote before the buyer hangs up</h2>
              <p>
                When a search matches your inventory, Quick Quote shows the buyer your price and condition
                right in the results. One click more and a detailed quote, with availability, freight and
                pictures, is in their inbox.
              </p>
              <ol className="im-steps mt-4">
                <li>
                  <h3 className="h6">A buyer searches a part number</h3>
                  <p className="small">You are notified instantly that your part was searched.</p>
                </li>
                <li>
                  <h3 className="h6">Your price and condition show up</h3>
                  <p className="small">Straight from your inventory: no re-typing.</p>
                </li>
                <li>
                  <h3 className="h6">A detailed quote goes out</h3>
                  <p className="small">Add freight, warranty and pictures; the buyer gets it at once.</p>
                </li>
              </ol>
            </Col>
            <Col lg={7}>
              <SafeImage
                src="/images/screens/quick-quote.svg"
                alt="Quick Quote screen: a new search matched your inventory, with price, condition, availability, freight and a message to the buyer"
                width={1280}
                height={800}
                className="im-rounded-figure"
              />
            </Col>
          </Row>
        </Container>
      </section>

      <section className="im-section" aria-labelledby="pn-inventory">
        <Container fluid="xl">
          <div className="im-section__head">
            <h2 id="pn-inventory">Inventory manager</h2>
            <p className="lead text-body-secondary mb-0">
              Keep your stock current without retyping it. Select a screenshot to see it larger.
            </p>
          </div>
          <ScreenshotGallery title="Inventory manager" shots={INVENTORY_SHOTS} />
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="pn-stats">
        <Container fluid="xl">
          <div className="im-section__head">
            <h2 id="pn-stats">Stats manager</h2>
            <p className="lead text-body-secondary mb-0">
              Know what buyers are looking for, and stock more of it. Select a screenshot to see it larger.
            </p>
          </div>
          <ScreenshotGallery title="Stats manager" shots={STATS_SHOTS} />
        </Container>
      </section>

      <section className="im-section" aria-labelledby="pn-testimonials">
        <Container fluid="xl">
          <div className="im-section__head d-md-flex justify-content-between align-items-end gap-3">
            <div>
              <h2 id="pn-testimonials">What members say</h2>
              <p className="lead text-body-secondary mb-0">Dealers and buyers on working with the network.</p>
            </div>
            <Link to="/services/testimonials" className="btn btn-outline-dark mt-3 mt-md-0">
              All testimonials
            </Link>
          </div>
          <Row xs={1} lg={3} className="g-4">
            {TESTIMONIALS.slice(0, 3).map((t) => (
              <Col key={t.name}>
                <TestimonialCard t={t} />
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section im-cta" aria-labelledby="pn-join">
        <Container fluid="xl" className="d-lg-flex align-items-center justify-content-between gap-4">
          <div>
            <h2 id="pn-join" className="mb-1">
              Hold parts at your own facility?
            </h2>
            <p className="mb-3 mb-lg-0">
              Talk to our dealer network team about joining, or sell through the marketplace.
            </p>
          </div>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0">
            <Link to="/contact" className="btn btn-dark btn-lg">
              Contact us
            </Link>
            <Link to="/services/partseller" className="btn btn-outline-dark btn-lg">
              Part Seller
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
