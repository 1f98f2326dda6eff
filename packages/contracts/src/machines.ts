import { z } from 'zod';
import { envelopeOf } from './envelope';
import {
  MACHINE_LIST_LIMIT,
  MACHINE_MESSAGES as M,
  MACHINE_MINE_LIMIT,
  MACHINE_STATUSES,
  MAX_MACHINE_LINKED_PARTS,
  MAX_MACHINE_PART_LINES,
  FIRST_MACHINE_YEAR,
  US_STATE_CENTRES,
  lastMachineYear,
} from './machine-rules';
import { CONDITIONS } from './part-matcher-rules';
import { multilineText, text } from './text';

/** Dismantled machines (issue 28): the records, the dealers' calls, the buyers' and guests' lists. */

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const machineStatusSchema = z.enum(MACHINE_STATUSES);

const machineFields = {
  id: z.number().int(),
  /** null for a guest (masked on the server). */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** The make's abbreviation (`CAT`), as in GET /api/manufList/. */
  manufacturer: z.string(),
  manufacturerName: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  year: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  /** `YYYY-MM-DD` or null. */
  arrivalDate: z.string().nullable(),
  /** null for a guest. */
  city: z.string().nullable(),
  state: z.string(),
  status: machineStatusSchema,
  engineMake: z.string(),
  engineModel: z.string(),
  transmissionModel: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
};

export const machinePartLineSchema = z.object({
  id: z.number().int(),
  component: z.string(),
  condition: z.enum(CONDITIONS),
  /** Cents; null = 'Contact for price' (always null for a guest). */
  price: z.number().int().nullable(),
});
export const machineInventoryPartSchema = z.object({
  id: z.number().int(),
  partNumber: z.string(),
  manufacturer: z.string(),
  condition: z.enum(CONDITIONS),
  description: z.string(),
  quantity: z.number().int(),
  /** Cents; null = 'Contact for price' (always null for a guest). */
  price: z.number().int().nullable(),
});
export const machinePictureSchema = z.object({
  picnum: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
});

export const machineSchema = z.object({
  ...machineFields,
  /** Issue 30: hidden by an operator (only its owner sees it, with the reason). */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** Issue 30: saved, not listed (only its owner sees it); always false in the buyers' answers. */
  draft: z.boolean(),
  parts: z.array(machinePartLineSchema),
  inventoryParts: z.array(machineInventoryPartSchema),
  pictures: z.array(machinePictureSchema),
});
export type Machine = z.infer<typeof machineSchema>;
export type MachinePartLine = z.infer<typeof machinePartLineSchema>;
export type MachineInventoryPart = z.infer<typeof machineInventoryPartSchema>;
export type MachinePicture = z.infer<typeof machinePictureSchema>;

export const machineRowSchema = z.object({
  ...machineFields,
  partsCount: z.number().int(),
  coverThumbUrl: z.string().nullable(),
});
export type MachineRow = z.infer<typeof machineRowSchema>;

// ---------------------------------------------------------------------------------------------
// Dealers' calls
// ---------------------------------------------------------------------------------------------

const field = (max: number) =>
  text()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ?? '').trim());

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** A whole number typed or sent: null when blank, the message otherwise. */
const wholeNumber = (message: string, ok: (n: number) => boolean) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const n = typeof v === 'number' ? v : Number(String(v).trim().replace(/,/g, ''));
      if (!Number.isSafeInteger(n) || !ok(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const stateField = z
  .union([z.string(), z.null()], { error: M.badState })
  .optional()
  .transform((v, ctx) => {
    const s = (v ?? '').trim().toUpperCase();
    if (s === '') return '';
    if (!(s in US_STATE_CENTRES)) {
      ctx.addIssue({ code: 'custom', message: M.badState });
      return z.NEVER;
    }
    return s;
  });

const conditionField = z
  .string({ error: M.badCondition })
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(CONDITIONS, { error: M.badCondition }));

export const machinePartLineBodySchema = z.object({
  component: text({ label: 'Component', required: M.componentRequired })
    .trim()
    .min(1, M.componentRequired)
    .max(200),
  condition: conditionField,
  price: wholeNumber(M.badPrice, (n) => n >= 0 && n <= 2_000_000_000),
});

export const machineBodySchema = z.object({
  /** The make's abbreviation, long name or id (any case). */
  manufacturer: z
    .union([z.string(), z.number()], { error: M.manufacturerRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', M.manufacturerRequired),
  model: text({ label: 'Model', required: M.modelRequired }).trim().min(1, M.modelRequired).max(100),
  serialNumber: field(100),
  year: wholeNumber(M.badYear, (n) => n >= FIRST_MACHINE_YEAR && n <= lastMachineYear()),
  hours: wholeNumber(M.badHours, (n) => n >= 0 && n <= 2_000_000_000),
  arrivalDate: z
    .union([z.string(), z.null()], { error: M.badArrivalDate })
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim();
      if (s === '') return null;
      const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
      const date = d ? new Date(`${s}T00:00:00Z`) : null;
      if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== s) {
        ctx.addIssue({ code: 'custom', message: M.badArrivalDate });
        return z.NEVER;
      }
      return s;
    }),
  city: field(100),
  state: stateField,
  status: z
    .union([z.string(), z.null()], { error: M.badStatus })
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim().toLowerCase();
      if (s === '') return 'arriving' as const;
      const status = MACHINE_STATUSES.find((x) => x === s);
      if (!status) {
        ctx.addIssue({ code: 'custom', message: M.badStatus });
        return z.NEVER;
      }
      return status;
    }),
  engineMake: field(100),
  engineModel: field(100),
  transmissionModel: field(100),
  notes: multilineText({ label: 'Notes' })
    .max(10_000)
    .optional()
    .nullable()
    .transform((v) => (v ?? '').trim()),
  parts: z
    .array(machinePartLineBodySchema, { error: 'Parts must be a list of part lines.' })
    .max(MAX_MACHINE_PART_LINES, M.tooManyPartLines)
    .optional()
    .transform((v) => v ?? []),
  inventoryPartIds: z
    .array(z.number({ error: M.notYourPart }).int(M.notYourPart), { error: M.notYourPart })
    .max(MAX_MACHINE_LINKED_PARTS, M.tooManyLinkedParts)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  /** Issue 30: a draft is saved but not listed (a company without a memid may only save drafts). */
  draft: z.boolean({ error: 'Draft must be true or false.' }).optional().default(false),
});
export type MachineBody = z.input<typeof machineBodySchema>;
export type MachineInput = z.output<typeof machineBodySchema>;

const statusValue = z
  .string({ error: M.badStatus })
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(MACHINE_STATUSES, { error: M.badStatus }));

export const machineStatusBodySchema = z.object({ status: statusValue });
export const machineIdParamsSchema = z.object({ id: text().max(20) });
export const machinePictureParamsSchema = z.object({ id: text().max(20), picnum: text().max(20) });

export const mineQuerySchema = z.object({
  q: text({ label: 'Search' }).max(100).optional(),
  status: statusValue.optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MACHINE_MINE_LIMIT),
});
export type MineQuery = z.output<typeof mineQuerySchema>;

export const machineResponseSchema = envelopeOf(z.object({ machine: machineSchema }));
export const mineResponseSchema = envelopeOf(
  z.object({ machines: z.array(machineSchema), totalCount: z.number().int() }),
);
export const removedMachineResponseSchema = envelopeOf(z.object({ id: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Buyers' and guests' lists
// ---------------------------------------------------------------------------------------------

const yearQuery = z.coerce
  .number({ error: M.badYear })
  .int({ error: M.badYear })
  .min(FIRST_MACHINE_YEAR, M.badYear)
  .max(9999, M.badYear)
  .optional();

export const machineListQuerySchema = z
  .object({
    manufacturer: text().max(100).optional(),
    model: text().max(100).optional(),
    serial: text().max(100).optional(),
    yearFrom: yearQuery,
    yearTo: yearQuery,
    state: stateField,
    sort: z.enum(['newest', 'distance'], { error: 'Sort must be newest or distance.' }).default('newest'),
    limit: z.coerce.number().int().min(1).max(MACHINE_LIST_LIMIT).default(MACHINE_LIST_LIMIT),
    cursor: text().max(200).optional(),
  })
  .refine((q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearFrom <= q.yearTo, {
    message: M.badYearRange,
  });
export type MachineListQuery = z.output<typeof machineListQuerySchema>;

const listOf = z.object({
  machines: z.array(machineRowSchema),
  totalCount: z.number().int(),
  /** True when `totalCount` stopped at MACHINE_COUNT_CAP (a serial or year search with more matches). */
  totalCountCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export const machineListResponseSchema = envelopeOf(listOf);
export type MachineList = z.infer<typeof listOf>;

// ---------------------------------------------------------------------------------------------
// Request parts, watches
// ---------------------------------------------------------------------------------------------

export const requestPartsBodySchema = z.object({
  parts: multilineText({ label: 'Parts', required: M.partsRequired })
    .max(4000)
    .refine((v) => v.trim() !== '', M.partsRequired),
  note: multilineText({ label: 'Note' })
    .max(4000)
    .optional()
    .transform((v) => (v ?? '').trim()),
});
export type RequestPartsBody = z.input<typeof requestPartsBodySchema>;
export const requestPartsResponseSchema = envelopeOf(z.object({ messageId: z.number().int() }));

export const machineWatchSchema = z.object({
  id: z.number().int(),
  manufacturer: z.string(),
  model: z.string(),
  state: z.string().nullable(),
  createdAt: z.string(),
});
export type MachineWatch = z.infer<typeof machineWatchSchema>;
export const machineWatchBodySchema = z.object({
  manufacturer: z
    .union([z.string(), z.number()], { error: M.manufacturerRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', M.manufacturerRequired),
  model: text({ label: 'Model', required: M.watchModelRequired })
    .trim()
    .min(1, M.watchModelRequired)
    .max(100),
  state: stateField,
});
export type MachineWatchBody = z.input<typeof machineWatchBodySchema>;
export const machineWatchListResponseSchema = envelopeOf(z.object({ watches: z.array(machineWatchSchema) }));
export const machineWatchResponseSchema = envelopeOf(z.object({ watch: machineWatchSchema }));
