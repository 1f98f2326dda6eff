import { z } from 'zod';
import { envelopeOf } from './envelope';
import { conditionSchema, type Manufacturer } from './part-matcher';
import {
  CONDITIONS,
  MAX_LIST_LIMIT,
  MIN_PART_NUMBER_LENGTH,
  normalizePartNumber,
  type Condition,
} from './part-matcher-rules';
import { parseRecordId } from './record-id';
import { text } from './text';

/**
 * The inventory manager (issue 16): a dealer's own stock, loaded from CSV or tab-separated files, edited
 * part by part, exported. The rules here (header detection, row validation, price parsing, safe CSV
 * cells) are pure so the browser shows the same mapping the server applies.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Largest upload accepted. */
export const INVENTORY_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Problems an import answer lists (the page's table); all of them are in errors.csv. */
export const IMPORT_ERRORS_SHOWN = 100;
/** Parts per page of the parts table. */
export const INVENTORY_PAGE_SIZE = 25;
export const PART_NUMBER_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 500;
/** Largest quantity and price (cents) a part may carry: PostgreSQL integers. */
export const MAX_QUANTITY = 2_000_000_000;
export const MAX_PRICE_CENTS = 2_000_000_000;
/** Pictures per part. */
export const MAX_PART_PICTURES = 10;

/** The columns a file may carry, in the order of the mapping form and of an export. */
export const IMPORT_FIELDS = [
  'partNumber',
  'manufacturer',
  'condition',
  'description',
  'quantity',
  'price',
  'pictures',
  // Issue 25: last, so the older columns keep their places in exports and errors.csv.
  'wholesalePrice',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** A file without these columns cannot be imported. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['partNumber', 'manufacturer', 'condition'];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  partNumber: 'Part number',
  manufacturer: 'Manufacturer',
  condition: 'Condition',
  description: 'Description',
  quantity: 'Quantity',
  price: 'Price',
  pictures: 'Pictures',
  wholesalePrice: 'Wholesale price',
};

/** The header an export writes for each field (and so the first one recognised on import). */
export const EXPORT_HEADERS: Record<ImportField, string> = {
  partNumber: 'Part Number',
  manufacturer: 'Manufacturer',
  condition: 'Condition',
  description: 'Description',
  quantity: 'Quantity',
  price: 'Price',
  pictures: 'Pictures',
  // The issue names the column `wholesale_price` (read back as `wholesaleprice` below).
  wholesalePrice: 'wholesale_price',
};

/** Recognised headers, compared after `headerKey` (lower case, letters and digits only). */
const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  partNumber: ['partnumber', 'partno', 'partnum', 'pn', 'part', 'partnbr', 'partid', 'sku', 'itemnumber'],
  manufacturer: ['manufacturer', 'make', 'manuf', 'mfr', 'mfg', 'brand', 'abbrname'],
  condition: ['condition', 'cond', 'conditioncode'],
  description: ['description', 'desc', 'descript', 'partdescription', 'name'],
  quantity: ['quantity', 'qty', 'qtyonhand', 'onhand', 'stock', 'quantityonhand'],
  price: ['price', 'unitprice', 'priceusd', 'sellprice', 'listprice', 'cost'],
  pictures: ['pictures', 'picture', 'pics', 'photos', 'images', 'image'],
  wholesalePrice: ['wholesaleprice', 'wholesale', 'dealerprice', 'wholesaleusd'],
};

export const IMPORT_STATUSES = ['validated', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_MODES = ['upsert', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const INVENTORY_MESSAGES = {
  missingPartNumber: 'Part number is missing.',
  partNumberTooLong: `Part number is longer than ${PART_NUMBER_MAX_LENGTH} characters.`,
  partNumberTooShort: `Part number has fewer than ${MIN_PART_NUMBER_LENGTH} letters and digits, so no search could find it.`,
  missingCondition: 'Condition is missing.',
  unknownCondition: (value: string) => `Condition "${value}" is not one of ${CONDITIONS.join(', ')}.`,
  missingManufacturer: 'Manufacturer is missing.',
  unknownManufacturer: (value: string) => `Manufacturer "${value}" is not in the list.`,
  badQuantity: (value: string) => `Quantity "${value}" is not a whole number of 0 or more.`,
  badPrice: (value: string) => `Price "${value}" is not an amount of 0 or more, such as 1,234.50.`,
  badWholesalePrice: (value: string) =>
    `Wholesale price "${value}" is not an amount of 0 or more, such as 1,234.50.`,
  descriptionTooLong: `Description is longer than ${DESCRIPTION_MAX_LENGTH} characters.`,
  badPictures:
    'Pictures must be picture addresses from an export (public/...); add new pictures on the part.',
  controlCharacters: 'The row contains control characters.',
  duplicateRow: (laterRow: number) =>
    `Row ${laterRow} has the same part number, manufacturer and condition; that later row is used.`,
  wrongColumnCount: 'The row does not have the same number of columns as the header.',
  unmappedField: (label: string) => `Choose the column that holds the ${label.toLowerCase()}.`,
  unknownColumn: (header: string) => `The file has no column "${header}".`,
  columnTwice: (header: string) => `The column "${header}" is chosen for two fields.`,
  noFile: 'Choose a CSV or tab-separated file to upload.',
  fileTooLarge: 'The file is larger than 100 MB. Split it into smaller files and upload them one by one.',
  notText:
    'The file is not a CSV or tab-separated text file. Save it from your spreadsheet as CSV and try again.',
  noHeader: 'The file is empty: its first line must name the columns.',
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  badMapping: 'The mapping must be a JSON object of field names to column headers.',
  importNotFound: 'Import not found.',
  partNotFound: 'Part not found.',
  importStarted: 'The import has started.',
  dryRunDone: 'Nothing has changed yet: check the report, then confirm the import.',
  interrupted:
    'The import was interrupted by a server restart and did not finish; your stock is unchanged. Please upload the file again.',
  importFailed: 'The import failed; your stock is unchanged.',
  partAdded: 'Part added.',
  partSaved: 'Part saved.',
  partDeleted: 'Part deleted.',
  picturesAdded: 'Pictures added.',
  tooManyPictures: `A part can have at most ${MAX_PART_PICTURES} pictures.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

/** 'Part No.' -> 'partno': how headers are compared. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Column mapping: for each field, the header of the column that holds it. */
export type ImportMapping = Partial<Record<ImportField, string>>;

/**
 * Recognises common headers ('Part No', 'PN', 'Make', 'Qty', ...). Each column serves one field at
 * most; the first matching column wins.
 */
export function detectMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const alias of HEADER_ALIASES[field]) {
      const index = headers.findIndex((h, i) => !used.has(i) && headerKey(h) === alias);
      if (index !== -1) {
        mapping[field] = headers[index]!;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** The mapping's problems against a file's headers (required fields unmapped, unknown or shared columns). */
export function mappingProblems(mapping: ImportMapping, headers: readonly string[]): string[] {
  const problems: string[] = [];
  for (const field of REQUIRED_IMPORT_FIELDS) {
    if (!mapping[field]) problems.push(INVENTORY_MESSAGES.unmappedField(IMPORT_FIELD_LABELS[field]));
  }
  const seen = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    if (!headers.includes(header)) problems.push(INVENTORY_MESSAGES.unknownColumn(header));
    else if (seen.has(header)) problems.push(INVENTORY_MESSAGES.columnTwice(header));
    seen.add(header);
  }
  return problems;
}

/** Whether a remembered mapping still fits a file: every column it names is there. */
export function mappingFits(mapping: ImportMapping, headers: readonly string[]): boolean {
  return mappingProblems(mapping, headers).length === 0;
}

/** Tab-separated when the header line has more tabs than commas (spreadsheets' "Text" export). */
export function detectDelimiter(headerLine: string): ',' | '\t' {
  const tabs = headerLine.split('\t').length - 1;
  const commas = headerLine.split(',').length - 1;
  return tabs > commas ? '\t' : ',';
}

/** Price cells that mean "no price, contact the dealer": stored without a price (issue 21, item 19). */
const NO_PRICE_WORDS = new Set(['CALL', 'POA', 'CALL FOR PRICE', 'CONTACT FOR PRICE']);

/**
 * '$1,234.50' -> 123450 cents; '', 'call' or 'POA' (any case) -> null (Contact for price); undefined when
 * it is not an amount.
 */
export function parsePriceCents(raw: string): number | null | undefined {
  if (NO_PRICE_WORDS.has(raw.trim().replace(/\s+/g, ' ').toUpperCase())) return null;
  const v = raw
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*(USD)?$/i, '');
  if (v === '') return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$|^\.\d{1,2}$/.test(v)) return undefined;
  const [whole = '0', fraction = ''] = v.replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : undefined;
}

/** '1,200' -> 1200; '' -> 1 (a listed part is at least one); undefined when not a whole number >= 0. */
export function parseQuantity(raw: string): number | undefined {
  const v = raw.trim();
  if (v === '') return 1;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.0+)?$/.test(v)) return undefined;
  const n = Number(v.replace(/,/g, '').replace(/\.0+$/, ''));
  return n <= MAX_QUANTITY ? n : undefined;
}

/** 'used', 'Used', 'U'? Only the five codes and their labels, in any case. */
export function parseCondition(raw: string): Condition | undefined {
  const v = raw.trim().toUpperCase();
  return (CONDITIONS as readonly string[]).includes(v) ? (v as Condition) : undefined;
}

const PICTURE_KEY = /^public\/[A-Za-z0-9._/-]{1,300}$/;

/** The pictures cell: stored picture keys separated by ';', '|' or spaces; undefined when one is not a key. */
export function parsePictures(raw: string): string[] | undefined {
  const keys = raw
    .split(/[;|\s]+/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (keys.length > MAX_PART_PICTURES) return undefined;
  return keys.every((k) => PICTURE_KEY.test(k) && !k.includes('..')) ? keys : undefined;
}

/** An export writes formula-looking cells with a leading apostrophe; an import takes it off again. */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * A CSV cell that no spreadsheet runs as a formula (OWASP "CSV injection"): a leading =, +, -, @, tab or
 * carriage return gets an apostrophe in front, and the cell is quoted when it holds a quote, comma or
 * line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** 123450 -> '1234.50' (exports write plain dollars, which imports read back). */
export function centsToDollars(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A row as the file gives it: each mapped field's cell (absent when the field is not mapped). */
export type RawImportRow = Partial<Record<ImportField, string>>;

/** A valid row, ready to upsert. `pictures` is null when the file says nothing about them. */
export interface ImportPart {
  partnum: string;
  partnumNorm: string;
  manufacturerId: number;
  condition: Condition;
  description: string;
  quantity: number;
  priceCents: number | null;
  /** Issue 25: null when the row has none (or the file has no such column). */
  wholesalePriceCents: number | null;
  pictures: string[] | null;
}

export type RowCheck = { ok: true; part: ImportPart } | { ok: false; messages: string[] };

/**
 * Answers a make's id from a file's cell: its id, abbreviation or long name, in any case (the
 * abbreviation wins when a long name equals another make's abbreviation), or undefined.
 */
export function makeNameResolver(makes: readonly Manufacturer[]): (value: string) => number | undefined {
  const byName = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const m of makes) byName.set(m.abbrname.toUpperCase(), m.id);
  for (const m of makes)
    if (!byName.has(m.longName.toUpperCase())) byName.set(m.longName.toUpperCase(), m.id);
  for (const m of makes) byKey.set(makeKey(m.abbrname), m.id);
  for (const m of makes) if (!byKey.has(makeKey(m.longName))) byKey.set(makeKey(m.longName), m.id);
  const ids = new Set(makes.map((m) => m.id));
  return (value) => {
    const v = value.trim().toUpperCase();
    if (/^\d+$/.test(v)) {
      const id = parseRecordId(v);
      return id !== null && ids.has(id) ? id : undefined;
    }
    const key = makeKey(v);
    return byName.get(v) ?? (key === '' ? undefined : byKey.get(key));
  };
}

/**
 * A make's name as spreadsheets spell it, reduced for comparison (issue 21, item 19): any case, a
 * company suffix ('Ltd', 'Inc', with or without a dot, after an optional comma) dropped, '&' read as
 * 'and', punctuation and spaces ignored. 'Komatsu Ltd.' -> 'KOMATSU', 'Caterpillar, Inc' -> 'CATERPILLAR'.
 */
export function makeKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[\s,]*\b(LTD|LIMITED|INC|INCORPORATED)\b\.?\s*$/, '')
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * Validates one row. `resolveMake` answers a make's id from its abbreviation or name (any case), or
 * undefined. Every problem of the row is reported, not only the first.
 */
export function validateImportRow(
  raw: RawImportRow,
  resolveMake: (value: string) => number | undefined,
): RowCheck {
  const messages: string[] = [];
  const cell = (f: ImportField) => unescapeCell((raw[f] ?? '').trim());
  if (IMPORT_FIELDS.some((f) => CONTROL.test(raw[f] ?? '')))
    return { ok: false, messages: [INVENTORY_MESSAGES.controlCharacters] };

  const partnum = cell('partNumber');
  const partnumNorm = normalizePartNumber(partnum);
  if (partnumNorm === '') messages.push(INVENTORY_MESSAGES.missingPartNumber);
  else if (partnumNorm.length < MIN_PART_NUMBER_LENGTH) messages.push(INVENTORY_MESSAGES.partNumberTooShort);
  else if (partnum.length > PART_NUMBER_MAX_LENGTH) messages.push(INVENTORY_MESSAGES.partNumberTooLong);

  const makeText = cell('manufacturer');
  const manufacturerId = makeText === '' ? undefined : resolveMake(makeText);
  if (makeText === '') messages.push(INVENTORY_MESSAGES.missingManufacturer);
  else if (manufacturerId === undefined) messages.push(INVENTORY_MESSAGES.unknownManufacturer(makeText));

  const conditionText = cell('condition');
  const condition = parseCondition(conditionText);
  if (conditionText === '') messages.push(INVENTORY_MESSAGES.missingCondition);
  else if (!condition) messages.push(INVENTORY_MESSAGES.unknownCondition(conditionText));

  const description = cell('description').replace(/\s+/g, ' ');
  if (description.length > DESCRIPTION_MAX_LENGTH) messages.push(INVENTORY_MESSAGES.descriptionTooLong);

  const quantity = parseQuantity(cell('quantity'));
  if (quantity === undefined) messages.push(INVENTORY_MESSAGES.badQuantity(cell('quantity')));

  const priceCents = parsePriceCents(cell('price'));
  if (priceCents === undefined) messages.push(INVENTORY_MESSAGES.badPrice(cell('price')));

  const wholesalePriceCents = parsePriceCents(cell('wholesalePrice'));
  if (wholesalePriceCents === undefined)
    messages.push(INVENTORY_MESSAGES.badWholesalePrice(cell('wholesalePrice')));

  let pictures: string[] | null = null;
  if (raw.pictures !== undefined && cell('pictures') !== '') {
    const keys = parsePictures(cell('pictures'));
    if (!keys) messages.push(INVENTORY_MESSAGES.badPictures);
    else pictures = keys;
  }

  if (messages.length > 0) return { ok: false, messages };
  return {
    ok: true,
    part: {
      partnum,
      partnumNorm,
      manufacturerId: manufacturerId!,
      condition: condition!,
      description,
      quantity: quantity!,
      priceCents: priceCents!,
      wholesalePriceCents: wholesalePriceCents!,
      pictures,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

export const importMappingSchema = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, text().trim().max(200).optional()])) as Record<
    ImportField,
    z.ZodOptional<z.ZodString>
  >,
);

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes' || v === 'on');

/** The text fields of POST /api/inventory/imports (multipart, or the query for dryRun and mode). */
export const importFieldsSchema = z.object({
  mapping: text()
    .max(4000)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      try {
        const parsed = importMappingSchema.safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data as ImportMapping;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.badMapping });
      return z.NEVER;
    }),
  dryRun: booleanField,
  mode: z.enum(IMPORT_MODES, { error: 'Mode must be upsert or replace.' }).optional(),
});
export const importQuerySchema = z.object({
  dryRun: booleanField,
  mode: z.enum(IMPORT_MODES, { error: 'Mode must be upsert or replace.' }).optional(),
});

export const importErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const inventoryImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  mode: z.enum(IMPORT_MODES),
  dryRun: z.boolean(),
  fileName: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  rejected: z.number().int(),
  /** Issue 25: the rows that carry a wholesale price (dry run and import). */
  withWholesalePrice: z.number().int(),
  /** The first 100 problems, by row (the header is row 1); all are in errors.csv. */
  errors: z.array(importErrorSchema),
  /** Why a failed import failed. */
  failure: z.string().nullable(),
  mapping: importMappingSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type InventoryImport = z.infer<typeof inventoryImportSchema>;
export const importResponseSchema = envelopeOf(z.object({ import: inventoryImportSchema }));
export const latestImportResponseSchema = envelopeOf(
  z.object({ import: inventoryImportSchema.nullable(), mapping: importMappingSchema.nullable() }),
);

export const importIdParamsSchema = z.object({ id: z.string() });
export const partIdParamsSchema = z.object({ id: z.string() });

/** POST and PUT /api/inventory/parts. */
export const partBodySchema = z.object({
  partNumber: text({ label: 'Part number', required: INVENTORY_MESSAGES.missingPartNumber })
    .trim()
    .max(PART_NUMBER_MAX_LENGTH, INVENTORY_MESSAGES.partNumberTooLong)
    .refine((v) => normalizePartNumber(v) !== '', INVENTORY_MESSAGES.missingPartNumber),
  manufacturer: z.union([
    text({ label: 'Manufacturer', required: INVENTORY_MESSAGES.missingManufacturer })
      .trim()
      .min(1, INVENTORY_MESSAGES.missingManufacturer)
      .max(100),
    z.number().int(),
  ]),
  condition: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), conditionSchema),
  description: text({ label: 'Description' })
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, INVENTORY_MESSAGES.descriptionTooLong)
    .default(''),
  quantity: z.coerce
    .number({ error: 'Quantity must be a whole number of 0 or more.' })
    .int('Quantity must be a whole number of 0 or more.')
    .min(0, 'Quantity must be a whole number of 0 or more.')
    .max(MAX_QUANTITY, 'Quantity is too large.'),
  /** Cents; null for 'Contact for price'. */
  price: z
    .number({ error: 'Price must be a whole number of cents, 0 or more.' })
    .int('Price must be a whole number of cents, 0 or more.')
    .min(0, 'Price must be a whole number of cents, 0 or more.')
    .max(MAX_PRICE_CENTS, 'Price is too large.')
    .nullable(),
  /** Issue 25: cents a wholesale-tier customer pays; null for none (wholesale customers pay retail). */
  wholesalePrice: z
    .number({ error: 'Wholesale price must be a whole number of cents, 0 or more.' })
    .int('Wholesale price must be a whole number of cents, 0 or more.')
    .min(0, 'Wholesale price must be a whole number of cents, 0 or more.')
    .max(MAX_PRICE_CENTS, 'Wholesale price is too large.')
    .nullable()
    .optional(),
});
export type PartBody = z.input<typeof partBodySchema>;

export const inventoryPartSchema = z.object({
  id: z.number().int(),
  partNumber: z.string(),
  /** Abbreviation (CAT); `manufacturerName` is the full name. */
  manufacturer: z.string(),
  manufacturerName: z.string(),
  condition: conditionSchema,
  description: z.string(),
  quantity: z.number().int(),
  /** Cents, or null for 'Contact for price'. */
  price: z.number().int().nullable(),
  /** Issue 25: cents a wholesale-tier customer pays, or null. Sent to the seller only. */
  wholesalePrice: z.number().int().nullable(),
  pictures: z.array(z.object({ key: z.string(), url: z.string(), thumbUrl: z.string() })),
  updatedAt: z.string(),
});
export type InventoryPart = z.infer<typeof inventoryPartSchema>;
export const partResponseSchema = envelopeOf(z.object({ part: inventoryPartSchema }));
export const deletePartResponseSchema = envelopeOf(z.object({ id: z.number().int() }));

export const partListQuerySchema = z.object({
  /** Part number prefix (normalised). */
  q: text().max(PART_NUMBER_MAX_LENGTH).optional(),
  manufacturer: text().max(100).optional(),
  condition: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    conditionSchema.optional(),
  ),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(INVENTORY_PAGE_SIZE),
});
export const partListResponseSchema = envelopeOf(
  z.object({
    parts: z.array(inventoryPartSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
