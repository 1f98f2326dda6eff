import sharp from 'sharp';
import type { FileStorage } from '../platform/storage/file-storage';

/**
 * The demo's listing pictures: a few simple drawings per kind of item, drawn once at seed time and
 * shared by key by every demo and generated listing of that kind (a file leaves storage only when no
 * listing refers to it any more).
 */
export const LISTING_PICTURE_KINDS = [
  'excavator',
  'loader',
  'dozer',
  'bucket',
  'fork',
  'engine',
  'gearbox',
  'tire',
  'crate',
] as const;
export type ListingPictureKind = (typeof LISTING_PICTURE_KINDS)[number];
export const LISTING_PICTURE_VARIANTS = 3;

export function listingPictureKey(kind: ListingPictureKind, variant: number): string {
  return `public/listings/demo-${kind}-${variant}.jpg`;
}

const PAINTS = ['#f2a900', '#d9822b', '#3b6ea5', '#4f7d3a', '#b23a48'];
const DARK = '#2b3540';

function body(kind: ListingPictureKind, paint: string): string {
  switch (kind) {
    case 'excavator':
      return `<rect x="150" y="250" width="260" height="60" rx="10" fill="${DARK}"/>
<circle cx="175" cy="300" r="28" fill="#555"/><circle cx="385" cy="300" r="28" fill="#555"/>
<rect x="170" y="170" width="200" height="85" rx="8" fill="${paint}"/><rect x="300" y="120" width="70" height="70" fill="#9cc3e6" stroke="${DARK}" stroke-width="4"/>
<polygon points="360,180 480,90 500,110 380,200" fill="${paint}" stroke="${DARK}" stroke-width="3"/>
<polygon points="480,90 560,230 540,240 470,110" fill="${paint}" stroke="${DARK}" stroke-width="3"/>
<path d="M520 230 L590 230 L570 290 Q540 300 520 270 Z" fill="#666" stroke="${DARK}" stroke-width="3"/>`;
    case 'loader':
      return `<rect x="200" y="200" width="230" height="90" rx="10" fill="${paint}"/><rect x="330" y="120" width="80" height="85" fill="#9cc3e6" stroke="${DARK}" stroke-width="4"/>
<circle cx="240" cy="310" r="50" fill="${DARK}"/><circle cx="400" cy="310" r="50" fill="${DARK}"/>
<polygon points="200,220 110,250 100,330 180,330" fill="#777" stroke="${DARK}" stroke-width="4"/>`;
    case 'dozer':
      return `<rect x="170" y="270" width="300" height="55" rx="27" fill="${DARK}"/><rect x="210" y="180" width="220" height="95" fill="${paint}"/>
<rect x="330" y="110" width="80" height="75" fill="#9cc3e6" stroke="${DARK}" stroke-width="4"/>
<rect x="100" y="170" width="40" height="160" fill="#777" stroke="${DARK}" stroke-width="4"/>`;
    case 'bucket':
      return `<path d="M170 150 L470 150 L470 200 Q470 330 330 340 L170 340 Z" fill="${paint}" stroke="${DARK}" stroke-width="6"/>
${[0, 1, 2, 3, 4].map((i) => `<polygon points="${180 + i * 60},340 ${210 + i * 60},340 ${195 + i * 60},385" fill="#777" stroke="${DARK}" stroke-width="3"/>`).join('')}`;
    case 'fork':
      return `<rect x="160" y="120" width="40" height="230" fill="${paint}" stroke="${DARK}" stroke-width="4"/><rect x="440" y="120" width="40" height="230" fill="${paint}" stroke="${DARK}" stroke-width="4"/>
<rect x="150" y="130" width="340" height="30" fill="${DARK}"/><rect x="150" y="330" width="240" height="20" fill="#888"/><rect x="430" y="330" width="200" height="20" fill="#888"/>`;
    case 'engine':
      return `<rect x="170" y="170" width="300" height="150" rx="12" fill="${paint}" stroke="${DARK}" stroke-width="5"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${185 + i * 47}" y="130" width="36" height="45" fill="#888" stroke="${DARK}" stroke-width="3"/>`).join('')}
<circle cx="140" cy="250" r="45" fill="#666" stroke="${DARK}" stroke-width="5"/><rect x="230" y="320" width="180" height="40" fill="#555"/>`;
    case 'gearbox':
      return `<rect x="190" y="160" width="260" height="180" rx="30" fill="${paint}" stroke="${DARK}" stroke-width="5"/>
<circle cx="320" cy="250" r="60" fill="#888" stroke="${DARK}" stroke-width="5"/><rect x="450" y="230" width="90" height="40" fill="#777" stroke="${DARK}" stroke-width="4"/>
<rect x="100" y="230" width="90" height="40" fill="#777" stroke="${DARK}" stroke-width="4"/>`;
    case 'tire':
      return `<circle cx="320" cy="240" r="160" fill="${DARK}"/><circle cx="320" cy="240" r="80" fill="${paint}" stroke="#111" stroke-width="6"/>
<circle cx="320" cy="240" r="20" fill="#777"/>`;
    case 'crate':
      return `<rect x="180" y="170" width="280" height="180" fill="#c49a6c" stroke="#6b4b2a" stroke-width="6"/>
<line x1="180" y1="170" x2="460" y2="350" stroke="#6b4b2a" stroke-width="6"/><rect x="240" y="120" width="120" height="60" fill="${paint}" stroke="${DARK}" stroke-width="4"/>`;
  }
}

function picture(kind: ListingPictureKind, variant: number): string {
  const paint = PAINTS[(variant * 2 + kind.length) % PAINTS.length]!;
  const sky = ['#e8eef4', '#f1ede4', '#e6efe6'][variant % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
<rect width="640" height="480" fill="${sky}"/><rect y="360" width="640" height="120" fill="#b9ad96"/>
<g transform="translate(${(variant - 2) * 30} 0)">${body(kind, paint)}</g>
<text x="620" y="466" text-anchor="end" font-family="Arial, sans-serif" font-size="13" fill="#5b6673">Photo ${variant}</text></svg>`;
}

/** Writes the listing pictures not in storage yet (idempotent); about half a second for all. */
export async function writeDemoListingPictures(storage: FileStorage): Promise<number> {
  let written = 0;
  await Promise.all(
    LISTING_PICTURE_KINDS.flatMap((kind) =>
      Array.from({ length: LISTING_PICTURE_VARIANTS }, async (_, i) => {
        const key = listingPictureKey(kind, i + 1);
        if (await storage.exists(key)) return;
        const jpeg = await sharp(Buffer.from(picture(kind, i + 1)))
          .jpeg({ quality: 80 })
          .toBuffer();
        await storage.put(key, jpeg, { contentType: 'image/jpeg', filename: `${kind}-${i + 1}.jpg` });
        written++;
      }),
    ),
  );
  return written;
}
