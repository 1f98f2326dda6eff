import { z } from 'zod';
import { envelopeOf } from './envelope';
import {
  DESCRIPTION_MAX_LENGTH,
  IMPORT_MODES,
  IMPORT_STATUSES,
  INVENTORY_MESSAGES,
  PART_NUMBER_MAX_LENGTH,
  parseCondition,
  parsePictures,
  parsePriceCents,
  parseQuantity,
  unescapeCell,
} from './inventory';
import { MIN_PART_NUMBER_LENGTH, normalizePartNumber, type Condition } from './part-matcher-rules';
import { text } from './text';

/**
 * The inventory manager's imports (issue 16): the columns a file may carry, header detection, row
 * validation and the import's schemas. Pure, so the browser shows the same mapping the server applies.
 */

/** The columns a file may carry, in the order of the mapping form and of an export. */
export const IMPORT_FIELDS = [
  'partNumber',
  'manufacturer',
  'condition',
  'description',
  'quantity',
  'price',
  'pictures',
  /** Issue 25: the price a wholesale-tier customer is charged. */
  'wholesalePrice',
  /** Issue 29: `<relation>:<part number>` entries separated by `;` (inventory-cross-reference-column.ts). */
  'crossReferences',
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
  crossReferences: 'Cross references',
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
  crossReferences: 'Cross References',
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
  crossReferences: ['crossreferences', 'crossreference', 'crossref', 'crossrefs', 'xref', 'xrefs'],
};

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
