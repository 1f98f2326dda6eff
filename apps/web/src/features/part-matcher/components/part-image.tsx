import { SafeImage } from '../../../components/safe-image';

/**
 * A part picture: the shared SafeImage (placeholder when the file fails, spec marketplace 7), or the
 * same striped placeholder when the part has no picture at all.
 */
export function PartImage({
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
  if (!src) {
    return (
      <span
        className={`im-img-placeholder pm-img-placeholder ${className ?? ''}`}
        role="img"
        aria-label={`${alt}: no picture`}
      >
        <span aria-hidden="true">No picture</span>
      </span>
    );
  }
  return <SafeImage src={src} alt={alt} width={width} height={height} className={className} />;
}
