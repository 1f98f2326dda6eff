import { SafeImage } from './safe-image';

export interface PictureProps {
  /** The picture's address; none: a striped placeholder stands in its place. */
  src: string | null | undefined;
  /** The picture's description, or what the placeholder says to a screen reader when there is none. */
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Words shown inside the placeholder (a part's 'No picture'); without them it is a plain box of the picture's proportions. */
  emptyText?: string;
}

/**
 * A listing's or a part's picture (spec marketplace 7): the shared SafeImage, which shows the
 * placeholder when the file fails to load, or the same striped placeholder when there is no picture.
 */
export function Picture({ src, alt, className, width = 640, height = 480, emptyText }: PictureProps) {
  if (src) return <SafeImage src={src} alt={alt} width={width} height={height} className={className} />;
  if (emptyText)
    return (
      <span
        className={['im-img-placeholder', 'im-img-placeholder--text', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt}
      >
        <span aria-hidden="true">{emptyText}</span>
      </span>
    );
  return (
    <span
      className={['im-img-placeholder', 'im-safe-image-fallback', className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
      role="img"
      aria-label={alt}
    />
  );
}
