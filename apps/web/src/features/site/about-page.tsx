import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { ContactBlock } from './components/contact-block';
import { FeatureIcon } from './components/feature-icon';
import { PageHeader } from './components/page-header';
import { TEAM } from './content/team';
import { usePageTitle } from './use-page-title';
import './site.scss';

const MILESTONES = [
  [
    '1992',
    'Eleven dealers start sharing inventory lists to find parts for each other: the private dealer network is born.',
  ],
  [
    '2000s',
    'The network moves online. Members are notified the instant one of their part numbers is searched.',
  ],
  [
    '2010s',
    'Quick Quote, the inventory manager, the stats manager and the dismantled machines database arrive.',
  ],
  ['Today', 'IronMatch opens the network to every verified business that keeps heavy equipment running.'],
] as const;

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHeader
        title="About IronMatch"
        eyebrow="Who we are"
        image="/images/headers/about.svg"
        imageAlt="Illustration of an excavator, a wheel loader and a dozer at dusk"
        lead="The parts-locating network and marketplace for heavy construction equipment, run by people who have spent their careers around it."
      />

      <section className="im-section" aria-labelledby="about-story">
        <Container fluid="xl">
          <Row className="g-5">
            <Col lg={7}>
              <h2 id="about-story">Our story</h2>
              <p>
                When a machine is down, every hour costs money. In 1992 a group of heavy equipment dealers and
                dismantlers decided to stop phoning around one by one and started sharing what was on their
                shelves. That private dealer network has been locating excavator, loader, dozer and truck
                parts for its members ever since.
              </p>
              <p>
                IronMatch brings that network to the businesses that buy the parts: contractors, repair shops,
                municipalities and fleets. You search by part number or describe what you need, dealers who
                hold the part answer with a quote, and you order and pay online.
              </p>
              <p className="mb-0">
                IronMatch is a marketplace. The sellers ship the parts and handle refunds and disputes; we
                verify that everyone is a real business, keep the network honest and make finding the right
                part fast.
              </p>
            </Col>
            <Col lg={5}>
              <ol className="list-unstyled mb-0 d-grid gap-3" aria-label="Milestones">
                {MILESTONES.map(([when, what]) => (
                  <li key={when} className="d-flex gap-3">
                    <span className="im-state bg-dark text-white align-self-start">{when}</span>
                    <span>{what}</span>
                  </li>
                ))}
              </ol>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="about-who">
        <Container fluid="xl">
          <h2 id="about-who" className="mb-4">
            Who we serve
          </h2>
          <Row xs={1} md={2} lg={4} className="g-4">
            {[
              [
                'users',
                'Contractors',
                'Keep excavators, loaders and trucks working on the job, not waiting for parts.',
              ],
              [
                'wrench',
                'Repair shops',
                'Source used, rebuilt and new components for the machines in your bays.',
              ],
              [
                'shield',
                'Municipalities',
                'Find parts for road and utility fleets from verified businesses.',
              ],
              ['network', 'Dealers', 'Sell from your own shelves to buyers who are searching right now.'],
            ].map(([icon, title, text]) => (
              <Col key={title}>
                <div className="im-feature">
                  <FeatureIcon name={icon as 'users'} />
                  <h3 className="h5">{title}</h3>
                  <p>{text}</p>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section" aria-labelledby="about-team">
        <Container fluid="xl">
          <h2 id="about-team">Our team</h2>
          <p className="lead text-body-secondary mb-4">
            The people you reach when you call or write to IronMatch.
          </p>
          <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled">
            {TEAM.map((m) => (
              <Col as="li" key={m.name}>
                <div className="im-team-card d-flex gap-3">
                  <span className="im-avatar" aria-hidden="true">
                    {m.name
                      .split(' ')
                      .map((n) => n[0])
                      .join('')}
                  </span>
                  <div>
                    <h3 className="h5 mb-0">{m.name}</h3>
                    <p className="fw-semibold text-body-secondary mb-2">{m.role}</p>
                    <p className="mb-0 small">{m.bio}</p>
                  </div>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light">
        <Container fluid="xl">
          <Row className="g-4 align-items-stretch">
            <Col lg={6}>
              <ContactBlock title="Contact information" />
            </Col>
            <Col lg={6}>
              <div className="im-side-block h-100">
                <h2 className="h4">Want to join the network?</h2>
                <p>
                  Dealers and dismantlers who hold parts at their own facility can sell through IronMatch.
                  Read how the parts network and the marketplace work, then give us a call.
                </p>
                <div className="d-flex flex-wrap gap-2">
                  <Link to="/services/partsnetwork" className="btn btn-primary">
                    The Parts Network
                  </Link>
                  <Link to="/services/partseller" className="btn btn-outline-light">
                    Become a Part Seller
                  </Link>
                </div>
              </div>
            </Col>
          </Row>
        </Container>
      </section>
    </>
  );
}
