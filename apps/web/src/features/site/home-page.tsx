import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { useAuth } from '../../lib/auth-context';
import { DealerCarousel } from './components/dealer-carousel';
import { FeatureIcon } from './components/feature-icon';
import { HeroCarousel } from './components/hero-carousel';
import { HomeCards } from './components/home-cards';
import { HomePartSearch } from './components/home-part-search';
import { LogoutBanner } from './components/logout-banner';
import { usePageTitle } from './use-page-title';
import './site.scss';

const PROOF_POINTS = [
  {
    icon: 'network',
    title: 'Dealer network since 1992',
    text: 'Established heavy equipment dealers and dismantlers, trading with each other for over thirty years.',
  },
  {
    icon: 'bell',
    title: 'Dealers hear about you at once',
    text: 'The moment you search, every dealer holding that part number is notified and can quote.',
  },
  {
    icon: 'shield',
    title: 'Verified businesses only',
    text: 'Every account represents a real business. Sellers hold the parts they list at their own facility.',
  },
] as const;

export function HomePage() {
  const { status } = useAuth();
  const loggedIn = status === 'authenticated';
  usePageTitle(null);

  return (
    <>
      <LogoutBanner />
      <HeroCarousel loggedIn={loggedIn} />
      <HomePartSearch loggedIn={loggedIn} />

      <section className="im-section" aria-labelledby="home-start">
        <Container fluid="xl">
          <div className="im-section__head">
            <h2 id="home-start">What do you need today?</h2>
            <p className="lead text-body-secondary mb-0">
              Parts by number, a request by description, or whole units for sale.
            </p>
          </div>
          <HomeCards loggedIn={loggedIn} />
        </Container>
      </section>

      <section className="im-section im-section--steel" aria-labelledby="home-why">
        <Container fluid="xl">
          <h2 id="home-why" className="visually-hidden">
            Why buyers and dealers use IronMatch
          </h2>
          <Row xs={1} md={3} className="g-4">
            {PROOF_POINTS.map((p) => (
              <Col key={p.title} className="d-flex gap-3">
                <FeatureIcon name={p.icon} />
                <div>
                  <h3 className="h5 text-white mb-1">{p.title}</h3>
                  <p className="mb-0">{p.text}</p>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className="im-section" aria-labelledby="home-about">
        <Container fluid="xl">
          <Row className="g-5 align-items-center">
            <Col lg={6}>
              <p className="im-eyebrow im-eyebrow--dark mb-2">About us</p>
              <h2 id="home-about">Built by parts people, for parts people</h2>
              <p>
                IronMatch grew out of a private network of heavy equipment dealers that has been locating
                parts for each other since 1992. Today the same network is open to contractors, repair shops,
                municipalities and fleets: search dealer inventory by part number, post a general request,
                compare quotes and order online.
              </p>
              <p>
                We are a marketplace. The dealers you buy from ship the parts and stand behind them; we make
                sure you find the right one quickly and deal with verified businesses.
              </p>
              <Link to="/aboutus" className="btn btn-dark btn-lg">
                Learn More
              </Link>
            </Col>
            <Col lg={6}>
              <SafeImage
                src="/images/dealers/great-lakes-heavy/yard.svg"
                alt="Illustration of a network dealer's shop and yard with an excavator and a wheel loader"
                width={1200}
                height={675}
                className="im-rounded-figure"
              />
            </Col>
          </Row>
        </Container>
      </section>

      <section className="im-section im-section--light" aria-labelledby="home-galleries">
        <Container fluid="xl">
          <div className="im-section__head d-md-flex justify-content-between align-items-end">
            <div>
              <h2 id="home-galleries">Partner dealer galleries</h2>
              <p className="lead text-body-secondary mb-0">
                Take a look inside the yards and warehouses of our network dealers.
              </p>
            </div>
          </div>
          <DealerCarousel />
        </Container>
      </section>

      <section className="im-section im-cta" aria-labelledby="home-cta">
        <Container fluid="xl" className="d-lg-flex align-items-center justify-content-between gap-4">
          <div>
            <h2 id="home-cta" className="mb-1">
              {loggedIn ? 'Ready for your next search?' : 'Your next part is probably already on a shelf.'}
            </h2>
            <p className="mb-3 mb-lg-0">
              {loggedIn
                ? 'Search up to 20 part numbers at once and let the dealers come to you.'
                : 'Create a free business account and search the network in minutes.'}
            </p>
          </div>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0">
            {loggedIn ? (
              <Link to="/partmatcher/partsearch" className="btn btn-dark btn-lg">
                Start a part search
              </Link>
            ) : (
              <Link to="/register" className="btn btn-dark btn-lg">
                Create an account
              </Link>
            )}
            <Link to="/contact" className="btn btn-outline-dark btn-lg">
              Talk to us
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
