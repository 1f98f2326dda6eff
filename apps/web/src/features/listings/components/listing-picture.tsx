import { SafeImage } from '../../../components/safe-image';

/** A listing picture, or the placeholder when there is none or it fails to load (spec 7). */
export function ListingPicture({
  src,
  alt,
  className,
  width = 640,
  height = 480,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  if (!src)
    return (
      <span
        className={['im-img-placeholder', 'im-safe-image-fallback', className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={alt}
      />
    );
  return <SafeImage src={src} alt={alt} width={width} height={height} className={className} />;
}
