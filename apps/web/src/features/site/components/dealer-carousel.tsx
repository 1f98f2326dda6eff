import { useRef } from 'react';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import { PARTNER_DEALERS } from '../content/dealers';

/**
 * The home page's partner-dealer carousel: a scroll-snapping row of gallery cards with previous and
 * next buttons (touch users simply swipe). Every card opens that dealer's /galleries page.
 */
export function DealerCarousel() {
  const track = useRef<HTMLUListElement>(null);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const item = el.querySelector('li');
    const step = item ? item.getBoundingClientRect().width + 16 : el.clientWidth * 0.8;
    el.scrollBy?.({ left: direction * step, behavior: 'smooth' });
  };

  return (
    <div className="im-dealer-carousel">
      <ul ref={track} className="im-dealer-carousel__track list-unstyled" aria-label="Partner dealers">
        {PARTNER_DEALERS.map((d) => (
          <li key={d.slug} className="im-dealer-carousel__item">
            <Link to={`/galleries/${d.slug}`} className="im-dealer-card">
              <SafeImage
                src={d.images[0].src}
                alt={d.images[0].alt}
                width={1200}
                height={675}
                className="im-dealer-card__img"
              />
              <span className="im-dealer-card__body">
                <span className="im-dealer-card__name">{d.name}</span>
                <span className="im-dealer-card__city">
                  {d.city}, {d.state}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="d-flex gap-2 justify-content-end mt-2">
        <button
          type="button"
          className="btn btn-outline-dark im-round-btn"
          aria-label="Previous dealers"
          onClick={() => move(-1)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 2 4 8l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button
          type="button"
          className="btn btn-outline-dark im-round-btn"
          aria-label="Next dealers"
          onClick={() => move(1)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m6 2 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </div>
  );
}
