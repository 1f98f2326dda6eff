/** The IronMatch mark: an amber "IM" plate, drawn inline so it never fails to load. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#f2a900" />
      <path d="M14 46V18h8v28zm14 0V18h8l6 14 6-14h8v28h-8V32l-6 12-6-12v14z" fill="#1f2a36" />
    </svg>
  );
}
