import { useEffect, useState } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { HERO_ROTATION_MS } from '@ironmatch/contracts/site-rules';
import { SafeImage } from '../../../components/safe-image';

export interface HeroSlide {
  slogan: string;
  detail: string;
  image: string;
  imageAlt: string;
}

export const HERO_SLIDES: readonly [HeroSlide, ...HeroSlide[]] = [
  {
    slogan: 'The right part, from a dealer who already has it on the shelf.',
    detail:
      'Search the inventory of established heavy equipment dealers by part number and get priced quotes back fast.',
    image: '/images/hero/hero-dusk-excavator.svg',
    imageAlt: 'Illustration of an excavator working on a ridge at dusk',
  },
  {
    slogan: 'Search up to 20 part numbers at once.',
    detail:
      'Put a whole repair list into one search. Every dealer holding a match is notified the moment you search.',
    image: '/images/hero/hero-parts-warehouse.svg',
    imageAlt: 'Illustration of warehouse shelves stocked with tagged parts and an engine',
  },
  {
    slogan: 'A private dealer network, trading since 1992.',
    detail: 'Verified businesses only: dealers, contractors, repair shops, municipalities and fleets.',
    image: '/images/hero/hero-dealer-network.svg',
    imageAlt: 'Illustration of dealer locations connected into one network',
  },
  {
    slogan: 'Quote, order and track in one place.',
    detail:
      'Compare Quick Quotes with price, condition and pictures, check out online and follow the shipment.',
    image: '/images/hero/hero-machine-yard.svg',
    imageAlt: 'Illustration of a wheel loader, a dozer and an excavator lined up in a yard at sunrise',
  },
];

/**
 * The home hero (spec 2.2): four slogans, the next one every 15 seconds; the dots jump to a slogan
 * and restart the clock. A pause button stops the rotation (WCAG 2.2.2).
 */
export function HeroCarousel({ loggedIn }: { loggedIn: boolean }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (paused) return;
    // A timeout per slide (not an interval): choosing a dot restarts the full 15 seconds.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const slide = HERO_SLIDES[index] ?? HERO_SLIDES[0];

  return (
    <section className="im-hero" aria-roledescription="carousel" aria-label="IronMatch at a glance">
      {HERO_SLIDES.map((s, i) => (
        <SafeImage
          key={s.image}
          src={s.image}
          alt={i === index ? s.imageAlt : ''}
          aria-hidden={i === index ? undefined : true}
          width={1600}
          height={640}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
          className={`im-hero__bg${i === index ? ' is-active' : ''}`}
        />
      ))}
      <div className="im-hero__shade" aria-hidden="true" />
      <Container fluid="xl" className="im-hero__body">
        <p className="im-eyebrow mb-3">IronMatch heavy equipment parts network</p>
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
          {/* The page's main heading is the slogan on show. */}
          <h1 key={index} className="im-hero__slogan" data-testid="hero-slogan">
            {slide.slogan}
          </h1>
          <p className="im-hero__detail">{slide.detail}</p>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-4">
          {loggedIn ? (
            <Link to="/partmatcher/partsearch" className="btn btn-primary btn-lg">
              Search Parts
            </Link>
          ) : (
            <Link to="/register" className="btn btn-primary btn-lg">
              Get Started
            </Link>
          )}
          <Link to="/services/partsnetwork" className="btn btn-outline-light btn-lg">
            How the network works
          </Link>
        </div>
        <div className="im-hero__controls" role="group" aria-label="Slogans">
          {HERO_SLIDES.map((s, i) => (
            <button
              key={s.slogan}
              type="button"
              className={`im-hero__dot${i === index ? ' is-active' : ''}`}
              aria-label={`Show slogan ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
          <button
            type="button"
            className="im-hero__pause"
            aria-label={paused ? 'Resume slogan rotation' : 'Pause slogan rotation'}
            onClick={() => setPaused((p) => !p)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              {paused ? (
                <path d="M4 2l10 6-10 6z" fill="currentColor" />
              ) : (
                <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
              )}
            </svg>
          </button>
        </div>
      </Container>
    </section>
  );
}
