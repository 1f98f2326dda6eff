import { z } from 'zod';
import { envelopeOf } from './envelope';
import { text } from './text';

/**
 * The seller's storefront controls (issue 25; spec accounts 1's "custom storefront"): who sees the
 * seller's prices, which customers are approved, their price tier, credit terms and removal. The price
 * rule (`storefrontPrice`) lives here once, so every answer that shows or charges a price applies the
 * same one.
 */

/** `all`: every logged-in company sees prices (the default); `approved`: approved customers only. */
export const PRICE_VISIBILITIES = ['all', 'approved'] as const;
export type PriceVisibility = (typeof PRICE_VISIBILITIES)[number];
export const DEFAULT_PRICE_VISIBILITY: PriceVisibility = 'all';

export const PRICE_TIERS = ['retail', 'wholesale'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** Net 15, 30, 45 or 60 days. */
export const CREDIT_TERMS = [15, 30, 45, 60] as const;
export type CreditTerms = (typeof CREDIT_TERMS)[number];

/** Largest credit limit (cents): a PostgreSQL integer. */
export const MAX_CREDIT_LIMIT_CENTS = 2_147_483_647;

export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_PAGE_MAX = 100;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

export const CUSTOMER_FIELDS = ['approved', 'priceTier', 'creditTerms', 'creditLimit', 'removed'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const STOREFRONT_MESSAGES = {
  customerNotFound: 'This company is not one of your customers.',
  removed: 'This seller is not taking orders from your company.',
  overCreditLimit: 'This order is over your credit limit with this seller.',
  noTerms: 'This seller has not approved your company for credit terms.',
  badVisibility: "Price visibility must be 'all' or 'approved'.",
  badTier: "Price tier must be 'retail' or 'wholesale'.",
  badTerms: 'Credit terms must be 15, 30, 45 or 60 days, or null.',
  badLimit: 'Credit limit must be a whole number of cents, 0 or more.',
  limitRequired: 'Please enter a credit limit with the credit terms.',
  badApproved: 'Approved must be true or false.',
  badRemoved: 'Removed must be true or false.',
  nothingToChange: 'Please send at least one setting to change.',
  badPage: 'Page must be a whole number of 1 or more.',
  badLimitParam: `Limit must be a whole number from 1 to ${CUSTOMER_PAGE_MAX}.`,
  searchTooLong: `Search text must be at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters long.`,
  contactForPrice: 'Contact for price',
  visibilityLabels: {
    all: 'Every logged-in company',
    approved: 'Approved customers only',
  } satisfies Record<PriceVisibility, string>,
} as const;

/** What a seller's storefront says about one buyer company: the inputs of the price rule. */
export interface BuyerStanding {
  /** The seller hides prices from this buyer (approved-only visibility, buyer not approved). */
  pricesHidden: boolean;
  tier: PriceTier;
  removed: boolean;
}
export const DEFAULT_STANDING: BuyerStanding = { pricesHidden: false, tier: 'retail', removed: false };

/** The standing that a seller's settings and its record of this buyer (if any) give. */
export function buyerStanding(
  visibility: PriceVisibility,
  customer: { approved: boolean; priceTier: PriceTier; removed: boolean } | null,
): BuyerStanding {
  const approved = customer?.approved === true && !customer.removed;
  return {
    pricesHidden: visibility === 'approved' && !approved,
    tier: customer?.priceTier ?? 'retail',
    removed: customer?.removed ?? false,
  };
}

/**
 * The one price rule: the price a buyer sees and is charged for a part with retail `retailCents` and
 * wholesale `wholesaleCents`. Hidden: no price at all. A wholesale customer pays the wholesale price
 * where the part has one, else retail. Zero or less is no price ('Contact for price').
 */
export function storefrontPrice(
  standing: BuyerStanding,
  retailCents: number | null,
  wholesaleCents: number | null,
): { price: number | null; priceTier: PriceTier | null } {
  if (standing.pricesHidden) return { price: null, priceTier: null };
  if (standing.tier === 'wholesale' && wholesaleCents !== null && wholesaleCents > 0)
    return { price: wholesaleCents, priceTier: 'wholesale' };
  if (retailCents !== null && retailCents > 0) return { price: retailCents, priceTier: 'retail' };
  return { price: null, priceTier: null };
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

const visibilitySchema = z.enum(PRICE_VISIBILITIES, { error: STOREFRONT_MESSAGES.badVisibility });
export const storefrontSettingsSchema = z.object({ priceVisibility: visibilitySchema });
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;
export const settingsBodySchema = z.object({ priceVisibility: visibilitySchema });
export const settingsResponseSchema = envelopeOf(z.object({ settings: storefrontSettingsSchema }));

// ---------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------

export const customerListQuerySchema = z.object({
  q: text({ label: 'Search text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX_LENGTH, STOREFRONT_MESSAGES.searchTooLong)
    .optional(),
  page: z.coerce
    .number({ error: STOREFRONT_MESSAGES.badPage })
    .int(STOREFRONT_MESSAGES.badPage)
    .min(1, STOREFRONT_MESSAGES.badPage)
    .max(1_000_000, STOREFRONT_MESSAGES.badPage)
    .default(1),
  limit: z.coerce
    .number({ error: STOREFRONT_MESSAGES.badLimitParam })
    .int(STOREFRONT_MESSAGES.badLimitParam)
    .min(1, STOREFRONT_MESSAGES.badLimitParam)
    .max(CUSTOMER_PAGE_MAX, STOREFRONT_MESSAGES.badLimitParam)
    .default(CUSTOMER_PAGE_SIZE),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

const creditTermsSchema = z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60), z.null()], {
  error: STOREFRONT_MESSAGES.badTerms,
});

export const customerSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  searches: z.number().int(),
  messages: z.number().int(),
  quotes: z.number().int(),
  orders: z.number().int(),
  lastActivityAt: z.string().nullable(),
  approved: z.boolean(),
  priceTier: z.enum(PRICE_TIERS),
  creditTerms: creditTermsSchema,
  creditLimit: z.number().int().nullable(),
  creditUsed: z.number().int(),
  creditAvailable: z.number().int().nullable(),
  removed: z.boolean(),
});
export type StorefrontCustomer = z.infer<typeof customerSchema>;

const changeValue = z.union([z.boolean(), z.number(), z.string(), z.null()]);
export const customerChangeSchema = z.object({
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  field: z.enum(CUSTOMER_FIELDS),
  oldValue: changeValue,
  newValue: changeValue,
});
export type CustomerChange = z.infer<typeof customerChangeSchema>;

export const customerListResponseSchema = envelopeOf(
  z.object({
    customers: z.array(customerSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export const customerParamsSchema = z.object({
  companyId: z.string().regex(/^\d{1,15}$/, STOREFRONT_MESSAGES.customerNotFound),
});
export const customerResponseSchema = envelopeOf(
  z.object({ customer: customerSchema, changes: z.array(customerChangeSchema) }),
);

export const customerPatchSchema = z
  .object({
    approved: z.boolean({ error: STOREFRONT_MESSAGES.badApproved }).optional(),
    priceTier: z.enum(PRICE_TIERS, { error: STOREFRONT_MESSAGES.badTier }).optional(),
    creditTerms: creditTermsSchema.optional(),
    creditLimit: z
      .number({ error: STOREFRONT_MESSAGES.badLimit })
      .int(STOREFRONT_MESSAGES.badLimit)
      .min(0, STOREFRONT_MESSAGES.badLimit)
      .max(MAX_CREDIT_LIMIT_CENTS, STOREFRONT_MESSAGES.badLimit)
      .optional(),
    removed: z.boolean({ error: STOREFRONT_MESSAGES.badRemoved }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), STOREFRONT_MESSAGES.nothingToChange);
export type CustomerPatch = z.infer<typeof customerPatchSchema>;
