/**
 * The for-sale categories and their pages, without zod: the app's route table is built from them on
 * every first page, so they must not bring the listing schemas (listings.ts) along.
 */

// ---------------------------------------------------------------------------------------------
// Categories (spec marketplace 2 "For-sale listings")
// ---------------------------------------------------------------------------------------------

/** The five listed categories, with their pages. Category 104 exists in data only (no screen, no filter). */
export const LISTING_CATEGORIES = [
  {
    code: 100,
    name: 'attachments',
    label: 'Attachments',
    heading: 'Attachments For Sale',
    path: '/forsale/attachments',
    guestPath: '/forsale/guestattachments',
  },
  {
    code: 101,
    name: 'engines',
    label: 'Engines',
    heading: 'Engines For Sale',
    path: '/forsale/engines',
    guestPath: '/forsale/guestengines',
  },
  {
    code: 103,
    name: 'machines',
    label: 'Machines',
    heading: 'Machines For Sale',
    path: '/forsale/machines',
    guestPath: '/forsale/guestmachines',
  },
  {
    code: 105,
    name: 'transmissions',
    label: 'Transmissions',
    heading: 'Transmission For Sale',
    path: '/forsale/transmissions',
    guestPath: '/forsale/guesttransmissions',
  },
  {
    code: 106,
    name: 'otheritems',
    label: 'Other Items',
    heading: 'Other Items For Sale',
    path: '/forsale/otheritems',
    guestPath: '/forsale/guestotheritems',
  },
] as const;
export type ListingCategoryInfo = (typeof LISTING_CATEGORIES)[number];
export const LISTED_CATEGORY_CODES = [100, 101, 103, 105, 106] as const;
export type ListedCategory = (typeof LISTED_CATEGORY_CODES)[number];
/** Every code the data may carry: the five listed ones and 104 (data only). */
export const DATA_CATEGORY_CODES = [100, 101, 103, 104, 105, 106] as const;

export function categoryInfo(code: number): ListingCategoryInfo | undefined {
  return LISTING_CATEGORIES.find((c) => c.code === code);
}
