import { SafeImage } from '../../../components/safe-image';

/** A listing picture, or the placeholder when it is missing or fails (spec 7). */
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
  return <SafeImage src={src ?? ''} alt={alt} width={width} height={height} className={className} />;
}
