import type { Testimonial } from '../content/testimonials';

function initials(name: string) {
  return name
    .split(' ')
    .map((n) => n[0])
    .join('')
    .slice(0, 2);
}

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="im-quote">
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="d-flex align-items-center gap-3">
        <span className="im-avatar" aria-hidden="true">
          {initials(t.name)}
        </span>
        <span>
          <span className="d-block fw-bold">{t.name}</span>
          <span className="d-block text-body-secondary">
            {t.role}, {t.company} ({t.location})
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
