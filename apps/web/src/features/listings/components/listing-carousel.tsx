import { Carousel } from 'react-bootstrap';
import { Picture } from '../../../components/picture';

/** The pictures of a listing; the placeholder when there are none. */
export function ListingCarousel({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length <= 1)
    return (
      <Picture
        src={urls[0] ?? null}
        alt={urls[0] ? label : `${label}: no picture`}
        className="fs-carousel-img"
      />
    );
  return (
    <Carousel
      interval={null}
      variant="dark"
      aria-label={`Pictures of ${label}`}
      data-testid="listing-carousel"
    >
      {urls.map((url, i) => (
        <Carousel.Item key={`${url}-${i}`}>
          <Picture
            src={url}
            alt={`${label}, picture ${i + 1} of ${urls.length}`}
            className="fs-carousel-img"
          />
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
