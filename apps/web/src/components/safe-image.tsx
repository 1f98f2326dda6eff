import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';

export interface SafeImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Intrinsic size: reserves the space (no layout shift) and gives the placeholder its proportions. */
  width: number;
  height: number;
}

/**
 * An <img> that never shows a broken-image icon: when loading fails it is swapped for a striped
 * `.im-img-placeholder` box of the same proportions that keeps the alt text for screen readers.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  style,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: SafeImageProps) {
  // Remember which src failed, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    const placeholderStyle: CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };
    return (
      <span
        className={['im-img-placeholder', 'im-safe-image-fallback', className].filter(Boolean).join(' ')}
        style={placeholderStyle}
        data-testid="safe-image-placeholder"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 12h14l-4.5-6-3.5 4.5-2.5-3z"
            fill="currentColor"
          />
        </svg>
      </span>
    );
  }

  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      className={className}
      style={style}
      onError={(e) => {
        setFailedSrc(src);
        onError?.(e);
      }}
    />
  );
}
