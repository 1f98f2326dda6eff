import type { LegalDocument } from './legal-document';

export interface LegalPageEntry {
  path: string;
  title: string;
  /** One line for the related-policies list. */
  description: string;
  load: () => Promise<LegalDocument>;
}

/** The nine legal pages of spec 2.2. Each text is its own lazily loaded chunk. */
export const LEGAL_PAGES: readonly LegalPageEntry[] = [
  {
    path: '/legal/privacypolicy',
    title: 'Privacy Policy',
    description: 'What personal data we collect, why, who receives it and your rights.',
    load: () => import('./content/privacy-policy').then((m) => m.privacyPolicy),
  },
  {
    path: '/legal/termsofuse',
    title: 'Terms of Use',
    description: 'The agreement that governs every account and every use of IronMatch.',
    load: () => import('./content/terms-of-use').then((m) => m.termsOfUse),
  },
  {
    path: '/legal/acceptableuse',
    title: 'Acceptable Use Policy',
    description: 'What you may and may not post, send or do on the platform.',
    load: () => import('./content/acceptable-use').then((m) => m.acceptableUse),
  },
  {
    path: '/legal/cookies',
    title: 'Cookie Policy and Consent Notice',
    description: 'The cookies and browser storage we use and how to change your choices.',
    load: () => import('./content/cookie-policy').then((m) => m.cookiePolicy),
  },
  {
    path: '/legal/ip-dmca',
    title: 'Trademark / IP / DMCA Policy',
    description: 'How to report infringement and how to file a counter-notice.',
    load: () => import('./content/ip-dmca-policy').then((m) => m.ipDmcaPolicy),
  },
  {
    path: '/legal/seller-terms',
    title: 'Seller Terms',
    description: 'Additional terms for dealers who list, quote, sell and get paid.',
    load: () => import('./content/seller-terms').then((m) => m.sellerTerms),
  },
  {
    path: '/legal/buyer-terms',
    title: 'Buyer Terms',
    description: 'Additional terms for companies that search, request quotes and buy.',
    load: () => import('./content/buyer-terms').then((m) => m.buyerTerms),
  },
  {
    path: '/legal/refund-dispute',
    title: 'Refund and Dispute Disclaimer',
    description: 'Who decides refunds, how they are processed and how long they take.',
    load: () => import('./content/refund-dispute').then((m) => m.refundDispute),
  },
  {
    path: '/legal/user-verification',
    title: 'User Verification and Eligibility Policy',
    description: 'Who may use IronMatch and how we verify accounts and companies.',
    load: () => import('./content/user-verification').then((m) => m.userVerification),
  },
];
