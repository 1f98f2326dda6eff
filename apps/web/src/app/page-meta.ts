import { matchPath } from 'react-router';
import { LISTING_CATEGORIES } from '@ironmatch/contracts/listing-categories';
import { PARTNER_DEALERS } from '../features/site/content/dealers';
import { LEGAL_PAGES } from '../features/site/legal/legal-catalog';

/** A page's title and search-engine description. */
export interface PageMeta {
  /** The page's own part of the title ("About Us"); null for the home page. */
  title: string | null;
  description: string;
}

export const SITE_TITLE = 'IronMatch | Heavy equipment parts network';

export function documentTitle(title: string | null): string {
  return title ? `${title} | IronMatch` : SITE_TITLE;
}

/**
 * The public pages: rendered to HTML at build time (apps/web/build/prerender.ts), listed in
 * sitemap.xml and open to search engines. They show no member data.
 */
export const PUBLIC_PAGES: ReadonlyArray<PageMeta & { path: string }> = [
  {
    path: '/',
    title: null,
    description:
      'IronMatch: the parts-locating network and marketplace for heavy construction equipment. Search dealer stock by part number and reach every dealer who holds it.',
  },
  {
    path: '/aboutus',
    title: 'About Us',
    description:
      'Who we are: a network of heavy equipment dealers and dismantlers trading parts with each other and with contractors since 1992.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Call or email IronMatch support about parts searches, your account or joining the dealer network.',
  },
  {
    path: '/services/partsnetwork',
    title: 'The Parts Network',
    description:
      'How the IronMatch parts network works: one search reaches every dealer who stocks the part number, and they quote at once.',
  },
  {
    path: '/services/partseller',
    title: 'Part Seller',
    description:
      'Sell used, new and rebuilt heavy equipment parts to buyers searching the IronMatch network.',
  },
  {
    path: '/services/storefront',
    title: 'Marketplace Solution',
    description:
      'A storefront on the IronMatch marketplace: list machines, engines, attachments and parts for sale.',
  },
  {
    path: '/services/testimonials',
    title: 'Testimonials',
    description:
      'What contractors, parts managers and dealers say about finding and selling parts through IronMatch.',
  },
  ...PARTNER_DEALERS.map((dealer) => ({
    path: `/galleries/${dealer.slug}`,
    title: `${dealer.name} Gallery`,
    description: `Pictures of ${dealer.name}: the yard, the parts warehouse and the machine lineup of an IronMatch partner dealer.`,
  })),
  ...LEGAL_PAGES.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
  })),
  {
    path: '/partmatcher/guestbrowseparts',
    title: 'Browse All Parts',
    description: 'Browse every part number in stock with IronMatch dealers, by manufacturer and part number.',
  },
  {
    path: '/partmatcher/guestpartsearch',
    title: 'Part Search',
    description: 'Search heavy equipment parts by part number across the stock of every IronMatch dealer.',
  },
  // The guest for-sale lists: the page and its filters; the listings come from the guest API.
  ...LISTING_CATEGORIES.map((category) => ({
    path: category.guestPath,
    title: category.heading,
    description: `${category.heading} from the dealers of the IronMatch network, by model number and category; prices and sellers are shown to registered businesses.`,
  })),
  {
    path: '/machines/guest',
    title: 'Machines Being Dismantled',
    description:
      'Heavy equipment being parted out by IronMatch dealers: find a donor machine by make, model, serial number, year and state for several parts off one model.',
  },
];

/** Titles of the pages that are not prerendered (the signed-in app, sign-in and account pages). */
const APP_TITLES: ReadonlyArray<[pattern: string, title: string]> = [
  ['/partmatcher/guestpartsearch/:partNumber', 'Part Search'],
  ['/partmatcher/partsearch', 'Part Search'],
  ['/partmatcher/browseparts', 'Browse Parts'],
  ['/partmatcher/partsearchresult', 'My Results'],
  ['/partmatcher/generalrequest', 'General Request'],
  ['/netcomonly/partsearches', 'Part Searches'],
  ['/netcomonly/partsearchesbycompany', 'Part Searches by Company'],
  ['/netcomonly/generalrequests', 'General Requests'],
  ['/login', 'Log In'],
  ['/register', 'Register'],
  ['/verify-email', 'Verify Email'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/profile', 'Profile'],
  ['/create-company', 'Create Company'],
  ['/stripe/success', 'Payment Setup'],
  ['/stripe/callback', 'Payment Setup'],
  ['/settings', 'Settings'],
  ['/orders', 'Orders'],
  ['/orders/:orderId', 'Order'],
  ['/orders/:orderId/confirmation', 'Order Confirmation'],
  ['/orders/:orderId/invoice', 'Invoice'],
  ['/orders/:orderId/packing-slip', 'Packing Slip'],
  ['/suggestions', 'Suggestions'],
  ['/machines', 'Machines Being Dismantled'],
  ['/machines/manage', 'Manage Machines'],
];

const PUBLIC_BY_PATH = new Map(PUBLIC_PAGES.map((page) => [page.path, page]));

/** The public page at this address, if it is one. */
export function publicPageMeta(pathname: string): (PageMeta & { path: string }) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_BY_PATH.get(path);
}

/** The title of the page at this address, when the address alone decides it. */
export function pageTitleFor(pathname: string): string | null | undefined {
  const page = publicPageMeta(pathname);
  if (page) return page.title;
  return APP_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

export const DEFAULT_DESCRIPTION =
  'IronMatch: the parts-locating network and marketplace for heavy construction equipment.';

/** The description and robots rule of the page at this address: only public pages are for search engines. */
export function pageDescriptionFor(pathname: string): { description: string; robots: string } {
  const page = publicPageMeta(pathname);
  return {
    description: page?.description ?? DEFAULT_DESCRIPTION,
    robots: page ? 'index, follow' : 'noindex',
  };
}
