/** {phone} and {email} of the spec: the support line and mailbox (server settings carry the same defaults). */
export const SUPPORT_PHONE = '1-800-555-0199';
export const SUPPORT_PHONE_HREF = 'tel:+18005550199';
export const SUPPORT_EMAIL = 'support@ironmatch.example';
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ironmatch-example' },
  { label: 'Facebook', href: 'https://www.facebook.com/ironmatch.example' },
  { label: 'YouTube', href: 'https://www.youtube.com/@ironmatch-example' },
] as const;
