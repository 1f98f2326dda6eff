import { z } from 'zod';
import { optionalText, requiredText } from './auth';
import { envelopeOf } from './envelope';
import { text } from './text';

/** Users and companies (spec accounts 3, 5, 7, 8; marketplace 3 "Company (details dialog)"). */
export const ACCOUNT_MESSAGES = {
  missingUserId: 'Missing user id',
  invalidUserId: 'Invalid user id.',
  userNotFound: 'User not found.',
  noProfileChanges: 'No changes to update',
  noProfileChangesClient: 'No changes detected.',
  profileUpdated: 'Profile updated successfully',
  missingCompanyId: 'Missing companyId.',
  invalidCompanyId: 'Invalid company id.',
  companyNotFound: 'Company not found.',
  noCompanyChanges: 'No changes to save.',
  companyAdded: 'Company added successfully.',
  /** Until company switching exists, an account has one company (issue 10 item 15). */
  companyAlreadyAdded:
    'Your account already has a company. To add another company to your account, please contact support.',
  companyUpdated: 'Company updated successfully.',
  blankRequiredPrefix: 'These required fields cannot be blank: ',
  invalidEmail: 'Invalid email',
  fieldRequired: 'Required',
  notProvided: 'Not Provided',
  noCompanyOnAccount: 'No company found on your account.',
  addCompanyWarning: 'You must add company information to activate your account.',
} as const;

/** Field labels as the company forms show them; also used to list blank required fields. */
export const COMPANY_FIELD_LABELS = {
  name: 'Company Name',
  phoneMain: 'Main Phone',
  phoneSecondary: 'Secondary Phone',
  fax: 'Fax',
  shipAddress1: 'Shipping Address 1',
  shipAddress2: 'Shipping Address 2',
  shipCity: 'Shipping City',
  shipState: 'Shipping State',
  shipZip: 'Shipping Zip Code',
  shipCountry: 'Shipping Country',
  billAddress1: 'Billing Address 1',
  billAddress2: 'Billing Address 2',
  billCity: 'Billing City',
  billState: 'Billing State',
  billZip: 'Billing Zip Code',
  billCountry: 'Billing Country',
  email1: 'Primary Email',
  email2: 'Secondary Email',
  email3: 'Third Email',
  partsManager: 'Parts Manager',
  contactList: 'Contacts',
  website: 'Website',
} as const;

export type CompanyField = keyof typeof COMPANY_FIELD_LABELS;

/** Fields the Edit Company modal may change (name and website only through support). */
export const EDITABLE_COMPANY_FIELDS = [
  'phoneMain',
  'phoneSecondary',
  'fax',
  'shipAddress1',
  'shipAddress2',
  'shipCity',
  'shipState',
  'shipZip',
  'shipCountry',
  'billAddress1',
  'billAddress2',
  'billCity',
  'billState',
  'billZip',
  'billCountry',
  'email1',
  'email2',
  'email3',
  'partsManager',
  'contactList',
] as const satisfies readonly CompanyField[];
export type EditableCompanyField = (typeof EDITABLE_COMPANY_FIELDS)[number];

/**
 * Fields that must not become blank when changed (spec 5 "Edit company"); the Primary Email is
 * added because a company always needs one (it is required when the company is created).
 */
export const REQUIRED_ON_UPDATE_COMPANY_FIELDS = [
  'phoneMain',
  'shipAddress1',
  'shipCity',
  'shipState',
  'shipZip',
  'shipCountry',
  'billAddress1',
  'billCity',
  'billState',
  'billZip',
  'billCountry',
  'email1',
] as const satisfies readonly EditableCompanyField[];

/** '', whitespace, null, undefined and the strings 'null' / 'undefined' all count as blank. */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === 'null' || text === 'undefined';
}

/** The required fields that `changes` would make blank (only fields present in `changes` count). */
export function blankRequiredCompanyFields(
  changes: Partial<Record<string, unknown>>,
): EditableCompanyField[] {
  return REQUIRED_ON_UPDATE_COMPANY_FIELDS.filter(
    (f) => Object.hasOwn(changes, f) && isBlankValue(changes[f]),
  );
}

/** 'These required fields cannot be blank: Main Phone, Shipping City' */
export function blankRequiredFieldsMessage(fields: readonly CompanyField[]): string {
  return ACCOUNT_MESSAGES.blankRequiredPrefix + fields.map((f) => COMPANY_FIELD_LABELS[f]).join(', ');
}

/** Only the fields whose trimmed value differs from the initial one (what Edit Company sends). */
export function changedFields<K extends string>(
  initial: Partial<Record<K, string | null | undefined>>,
  current: Partial<Record<K, string | null | undefined>>,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const changes: Partial<Record<K, string>> = {};
  for (const f of fields) {
    const before = (initial[f] ?? '').trim();
    const after = (current[f] ?? '').trim();
    if (before !== after) changes[f] = after;
  }
  return changes;
}

/** The number for the footer: 'N change(s) detected' or 'No changes'. */
export function changesSummary(count: number): string {
  return count === 0 ? 'No changes' : `${count} change(s) detected`;
}

export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const companyEmailOptional = optionalText(254).refine(
  (v) => v === undefined || v === null || SIMPLE_EMAIL_PATTERN.test(v),
  ACCOUNT_MESSAGES.invalidEmail,
);

// ---- entities ----
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneMain: z.string(),
  phoneSecondary: z.string().nullable(),
  fax: z.string().nullable(),
  shipAddress1: z.string(),
  shipAddress2: z.string().nullable(),
  shipCity: z.string(),
  shipState: z.string(),
  shipZip: z.string(),
  shipCountry: z.string(),
  billAddress1: z.string().nullable(),
  billAddress2: z.string().nullable(),
  billCity: z.string().nullable(),
  billState: z.string().nullable(),
  billZip: z.string().nullable(),
  billCountry: z.string().nullable(),
  email1: z.string(),
  email2: z.string().nullable(),
  email3: z.string().nullable(),
  partsManager: z.string().nullable(),
  contactList: z.string().nullable(),
  website: z.string().nullable(),
  memid: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** What another company's user may see (marketplace 3 "Company (details dialog)"). */
export const companyDetailsSchema = companySchema.pick({
  id: true,
  name: true,
  partsManager: true,
  phoneMain: true,
  website: true,
  billAddress1: true,
  billAddress2: true,
  billCity: true,
  billState: true,
  billZip: true,
  billCountry: true,
  shipAddress1: true,
  shipAddress2: true,
  shipCity: true,
  shipState: true,
  shipZip: true,
  shipCountry: true,
  contactList: true,
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const NOTIFICATION_FLAGS = [
  'message_emails',
  'part_emails',
  'forsale_emails',
  'general_request_emails',
  'order_emails',
  'part_order_emails',
  'forsale_order_emails',
  'machine_watch_emails',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export const userSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneOffice: z.string().nullable(),
  phoneMobile: z.string().nullable(),
  email_verified: z.boolean(),
  emailVerified: z.boolean(),
  companyId: z.number().int().nullable(),
  memid: z.string().nullable(),
  message_emails: z.boolean(),
  part_emails: z.boolean(),
  forsale_emails: z.boolean(),
  general_request_emails: z.boolean(),
  order_emails: z.boolean(),
  part_order_emails: z.boolean(),
  forsale_order_emails: z.boolean(),
  /** Issue 28: the daily email of the user's machine watches. */
  machine_watch_emails: z.boolean(),
  /** The current company (the one the session works in), or null. */
  Company: companySchema.nullable(),
  /** Every company the user belongs to; `newUserCompanyId` on refresh switches among them. */
  companies: z.array(
    z.object({ companyId: z.number().int(), name: z.string(), role: z.enum(['admin', 'member']) }),
  ),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = envelopeOf(z.object({ user: userSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

// ---- profile: PATCH /api/users/{userId}/profile (alias PATCH /api/user/{userId}) ----
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneOffice', 'phoneMobile'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const profileUpdateRequestSchema = z.object({
  firstName: requiredText('First Name is required', 100).optional(),
  lastName: requiredText('Last Name is required', 100).optional(),
  phoneOffice: optionalText(40),
  phoneMobile: optionalText(40),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** The Edit Contact Information form. */
export const profileFormSchema = z.object({
  firstName: requiredText('First Name is required', 100),
  lastName: requiredText('Last Name is required', 100),
  phoneOffice: text().trim().max(40),
  phoneMobile: text().trim().max(40),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

// ---- company create: POST /api/company ----
const companyEmailRequired = requiredText('Primary Email is required', 254).regex(
  SIMPLE_EMAIL_PATTERN,
  ACCOUNT_MESSAGES.invalidEmail,
);

export const companyCreateRequestSchema = z.object({
  name: requiredText('Company Name is required'),
  phoneMain: requiredText('Main Phone is required', 40),
  phoneSecondary: optionalText(40),
  fax: optionalText(40),
  shipAddress1: requiredText('Shipping Address 1 is required'),
  shipAddress2: optionalText(),
  shipCity: requiredText('Shipping City is required', 100),
  shipState: requiredText('Shipping State is required', 100),
  shipZip: requiredText('Shipping Zip Code is required', 20),
  shipCountry: requiredText('Shipping Country is required', 100),
  billAddress1: optionalText(),
  billAddress2: optionalText(),
  billCity: optionalText(100),
  billState: optionalText(100),
  billZip: optionalText(20),
  billCountry: optionalText(100),
  email1: companyEmailRequired,
  email2: companyEmailOptional,
  email3: companyEmailOptional,
  partsManager: optionalText(),
  // A textarea: one contact per line.
  contactList: optionalText(4000, { multiline: true }),
  website: optionalText(300),
});
export type CompanyCreateRequest = z.input<typeof companyCreateRequestSchema>;
export type CompanyCreateValues = z.output<typeof companyCreateRequestSchema>;

export const companyCreateResponseSchema = envelopeOf(z.object({ companyId: z.number().int() }));

// ---- company update: PATCH /api/company/{companyId} ----
const updatableText = (max = 200, options: { multiline?: boolean } = {}) =>
  text(options).trim().max(max).nullable().optional();

/**
 * Only changed fields; each may be any text, and the blank rule is checked over the whole object
 * so the answer is one sentence listing every offending field. Name and website are not editable.
 */
export const companyUpdateRequestSchema = z
  .object({
    phoneMain: updatableText(40),
    phoneSecondary: updatableText(40),
    fax: updatableText(40),
    shipAddress1: updatableText(),
    shipAddress2: updatableText(),
    shipCity: updatableText(100),
    shipState: updatableText(100),
    shipZip: updatableText(20),
    shipCountry: updatableText(100),
    billAddress1: updatableText(),
    billAddress2: updatableText(),
    billCity: updatableText(100),
    billState: updatableText(100),
    billZip: updatableText(20),
    billCountry: updatableText(100),
    email1: updatableText(254),
    email2: updatableText(254),
    email3: updatableText(254),
    partsManager: updatableText(),
    contactList: updatableText(4000, { multiline: true }),
    /** Accepted only when unchanged; changing them is a support request. */
    name: text().max(200).optional().nullable(),
    website: text().max(300).optional().nullable(),
  })
  .superRefine((changes, ctx) => {
    const blank = blankRequiredCompanyFields(changes);
    if (blank.length > 0)
      ctx.addIssue({ code: 'custom', message: blankRequiredFieldsMessage(blank), path: [] });
    for (const f of ['email1', 'email2', 'email3'] as const) {
      const v = changes[f];
      if (typeof v === 'string' && !isBlankValue(v) && !SIMPLE_EMAIL_PATTERN.test(v))
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.invalidEmail, path: [f] });
    }
  });
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequestSchema>;

export const companyResponseSchema = envelopeOf(z.object({ company: companySchema }));
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** GET /api/company/{id}: the full record for your own company, the details-dialog fields for others. */
export const companyViewResponseSchema = envelopeOf(
  z.object({ company: z.union([companySchema, companyDetailsSchema]) }),
);
export type CompanyViewResponse = z.infer<typeof companyViewResponseSchema>;
