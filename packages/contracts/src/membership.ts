import { z } from 'zod';
import { envelopeOf } from './envelope';
import { adminPagingFields, operatorReason } from './operators';
import { multilineText, text } from './text';

/**
 * Membership applications (issue 30): a company asks to join the network ("Apply to join the
 * network"); an operator approves it with a memid or rejects it with a reason.
 */

export const APPLICATION_STATUSES = ['open', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_SELLS_MAX_LENGTH = 2000;
export const APPLICATION_MAKES_MAX = 100;

/** The seller terms' checkbox (issue 30). */
export const SELLER_TERMS_TEXT =
  'I confirm that my company holds the parts it sells at its own facility. Brokers and resellers are excluded.';

export const MEMBERSHIP_MESSAGES = {
  yardAddress1Required: 'Please enter the yard or shop address.',
  yardCityRequired: 'Please enter the city.',
  yardStateRequired: 'Please enter the state.',
  yardZipRequired: 'Please enter the ZIP code.',
  sellsRequired: 'Please describe what your company sells.',
  sellsTooLong: `What your company sells must be at most ${APPLICATION_SELLS_MAX_LENGTH} characters long.`,
  makesRequired: 'Please choose at least one make.',
  tooManyMakes: `Choose at most ${APPLICATION_MAKES_MAX} makes.`,
  unknownMake: (make: string) => `"${make}" is not a make we know; choose one from the list.`,
  inventorySizeInvalid: 'Inventory size must be a whole number of parts, 0 or more.',
  websiteInvalid: 'Website must be a web address, e.g. https://example.com.',
  termsRequired:
    'Please accept the seller terms: your company must hold the parts at its own facility (brokers and resellers are excluded).',
  alreadyOpen: 'Your company already has an application waiting for review.',
  alreadyMember: 'Your company is already a network member.',
  notFound: 'No membership application has that id.',
  notOpen: 'This application has already been decided.',
  memidInvalid: 'A member id is 1 to 40 letters, digits, dashes or underscores.',
  memidTaken: (memid: string) => `Another company already has the member id ${memid}.`,
  reasonRequired: 'Please give the reason for the rejection.',
  badStatus: 'Status must be open, approved, rejected or all.',
  // Browser texts.
  applyTitle: 'Apply to join the network',
  applied: 'Thank you. Your application was sent; we will email your company’s admins once it is reviewed.',
} as const;
const M = MEMBERSHIP_MESSAGES;

/** As the command line takes it: 1 to 40 letters, digits, dashes or underscores. */
export const MEMID_PATTERN = /^[\w-]{1,40}$/;
export const memidSchema = text({ required: M.memidInvalid, label: 'Member id' })
  .trim()
  .regex(MEMID_PATTERN, M.memidInvalid);

const requiredLine = (required: string, label: string) =>
  text({ required, label }).trim().min(1, required).max(200, `${label} must be at most 200 characters long.`);

export const applicationBodySchema = z.object({
  yardAddress1: requiredLine(M.yardAddress1Required, 'Yard or shop address'),
  yardCity: requiredLine(M.yardCityRequired, 'City'),
  yardState: requiredLine(M.yardStateRequired, 'State'),
  yardZip: requiredLine(M.yardZipRequired, 'ZIP code'),
  sells: multilineText({ required: M.sellsRequired, label: 'What your company sells' })
    .trim()
    .min(1, M.sellsRequired)
    .max(APPLICATION_SELLS_MAX_LENGTH, M.sellsTooLong),
  makes: z
    .array(text({ required: M.makesRequired, label: 'Make' }).trim().min(1, M.makesRequired).max(100), {
      error: M.makesRequired,
    })
    .min(1, M.makesRequired)
    .max(APPLICATION_MAKES_MAX, M.tooManyMakes),
  inventorySize: z
    .number({ error: M.inventorySizeInvalid })
    .int(M.inventorySizeInvalid)
    .min(0, M.inventorySizeInvalid)
    .max(2_000_000_000, M.inventorySizeInvalid),
  website: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text({ label: 'Website' })
      .trim()
      .max(300, M.websiteInvalid)
      .regex(/^(https?:\/\/)?[^\s/]+\.[^\s]+$/i, M.websiteInvalid)
      .nullish(),
  ),
  sellerTermsAccepted: z.literal(true, { error: M.termsRequired }),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  yardAddress1: z.string(),
  yardCity: z.string(),
  yardState: z.string(),
  yardZip: z.string(),
  sells: z.string(),
  makes: z.array(z.string()),
  inventorySize: z.number().int(),
  website: z.string().nullable(),
  /** Once approved. */
  memid: z.string().nullable(),
  /** Once rejected. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Operators' answers name the company. */
export const adminApplicationSchema = applicationSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string(), email1: z.string() }),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const applicationResponseSchema = envelopeOf(z.object({ application: applicationSchema }));
export const myApplicationsResponseSchema = envelopeOf(
  z.object({ applications: z.array(applicationSchema) }),
);
export const adminApplicationResponseSchema = envelopeOf(z.object({ application: adminApplicationSchema }));
export const adminApplicationListResponseSchema = envelopeOf(
  z.object({ applications: z.array(adminApplicationSchema), count: z.number().int() }),
);

export const adminApplicationListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum([...APPLICATION_STATUSES, 'all'], { error: M.badStatus }).default('open'),
  ),
  ...adminPagingFields,
});

/** Read by the server's one id parser: an id that names nothing answers 404 with a sentence. */
export const applicationIdParamsSchema = z.object({ id: text().max(20) });
export const memidParamsSchema = z.object({ memid: memidSchema });
export const memidCheckResponseSchema = envelopeOf(
  z.object({ memid: z.string(), available: z.boolean(), companyId: z.number().int().nullable() }),
);

export const approveBodySchema = z.object({ memid: memidSchema });
export const rejectBodySchema = z.object({ reason: operatorReason(M.reasonRequired) });
