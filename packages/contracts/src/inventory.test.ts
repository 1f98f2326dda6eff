import { describe, expect, it } from 'vitest';
import {
  INVENTORY_MESSAGES as M,
  csvCell,
  detectDelimiter,
  detectMapping,
  importFieldsSchema,
  makeKey,
  makeNameResolver,
  mappingProblems,
  parsePriceCents,
  parseQuantity,
  unescapeCell,
  validateImportRow,
} from './inventory';

const makes: Record<string, number> = { CAT: 1, CATERPILLAR: 1, JD: 2 };
const resolve = (v: string) => makes[v.toUpperCase()];

describe('inventory: header detection', () => {
  it('recognises common headers in any case and spacing', () => {
    expect(detectMapping(['Part No.', 'Make', 'Cond', 'Desc', 'Qty', 'Price ($)', 'Pics'])).toEqual({
      partNumber: 'Part No.',
      manufacturer: 'Make',
      condition: 'Cond',
      description: 'Desc',
      quantity: 'Qty',
      price: 'Price ($)',
      pictures: 'Pics',
    });
    expect(detectMapping(['PN', 'Manufacturer', 'CONDITION', 'Quantity'])).toEqual({
      partNumber: 'PN',
      manufacturer: 'Manufacturer',
      condition: 'CONDITION',
      quantity: 'Quantity',
    });
    expect(detectMapping(['Part Number', 'Foo'])).toEqual({ partNumber: 'Part Number' });
  });

  it('names what a mapping lacks or gets wrong', () => {
    expect(mappingProblems({ partNumber: 'PN' }, ['PN'])).toEqual([
      'Choose the column that holds the manufacturer.',
      'Choose the column that holds the condition.',
    ]);
    expect(
      mappingProblems({ partNumber: 'PN', manufacturer: 'Make', condition: 'PN' }, ['PN', 'Mk']),
    ).toEqual([M.unknownColumn('Make'), M.columnTwice('PN')]);
  });

  it('tells tab-separated from comma-separated files', () => {
    expect(detectDelimiter('Part No\tMake\tCond')).toBe('\t');
    expect(detectDelimiter('Part No,Make,Cond')).toBe(',');
    expect(detectDelimiter('Part, No\tMake\tCond')).toBe('\t');
  });

  it('reads the mapping field as JSON', () => {
    expect(importFieldsSchema.parse({ mapping: '{"partNumber":"Part No"}', dryRun: 'true' })).toEqual({
      mapping: { partNumber: 'Part No' },
      dryRun: true,
    });
    expect(importFieldsSchema.safeParse({ mapping: '[1' }).error?.issues[0]?.message).toBe(M.badMapping);
  });
});

describe('inventory: cells', () => {
  it('reads prices in dollars with $ and thousands separators as cents', () => {
    expect(parsePriceCents('$1,234.50')).toBe(123450);
    expect(parsePriceCents('1234.5')).toBe(123450);
    expect(parsePriceCents(' 12 ')).toBe(1200);
    expect(parsePriceCents('$ 0.99')).toBe(99);
    expect(parsePriceCents('.5')).toBe(50);
    expect(parsePriceCents('')).toBeNull();
    for (const none of ['call', 'CALL', ' Call ', 'POA', 'poa', 'Call for price'])
      expect(parsePriceCents(none)).toBeNull();
    for (const bad of ['-5', 'abc', '1,23.00', '1.234', '12,34', '1e3', '$$1'])
      expect(parsePriceCents(bad)).toBeUndefined();
  });

  it('reads quantities as whole numbers of 0 or more (blank is 1)', () => {
    expect(parseQuantity('1,200')).toBe(1200);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('3.0')).toBe(3);
    expect(parseQuantity('')).toBe(1);
    for (const bad of ['-1', '2.5', 'ten', '1e2']) expect(parseQuantity(bad)).toBeUndefined();
  });

  it('escapes formula-looking cells and quotes where needed; imports take the escape off', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('SEAL, O-RING')).toBe('"SEAL, O-RING"');
    expect(csvCell(null)).toBe('');
    expect(unescapeCell("'=1+1")).toBe('=1+1');
    expect(unescapeCell("'plain")).toBe("'plain");
  });
});

describe('inventory: make names as spreadsheets spell them', () => {
  const makes = [
    { id: 1, abbrname: 'CAT', longName: 'Caterpillar' },
    { id: 2, abbrname: 'KOMATSU', longName: 'Komatsu' },
    { id: 3, abbrname: 'SMITH', longName: 'Smith and Sons' },
  ];
  const byName = makeNameResolver(makes);
  it('ignores case, a Ltd or Inc suffix, & for and, and punctuation; others stay unknown', () => {
    expect(makeKey('Komatsu Ltd.')).toBe('KOMATSU');
    for (const v of ['Komatsu Ltd', 'komatsu, ltd.', 'KOMATSU LTD']) expect(byName(v)).toBe(2);
    for (const v of ['Caterpillar Inc', 'caterpillar, inc.', 'cat', 'C.A.T.']) expect(byName(v)).toBe(1);
    expect(byName('Smith & Sons Inc.')).toBe(3);
    for (const v of ['ACME TRACTORS', 'Ltd', 'Inc.', 'Komatsultd']) expect(byName(v)).toBeUndefined();
  });
});

describe('inventory: row validation', () => {
  const good = {
    partNumber: '1R-0750',
    manufacturer: 'cat',
    condition: 'used',
    description: 'FILTER',
    quantity: '2',
    price: '$1,000',
  };

  it('accepts a good row, resolving the make and condition in any case', () => {
    expect(validateImportRow(good, resolve)).toEqual({
      ok: true,
      part: {
        partnum: '1R-0750',
        partnumNorm: '1R0750',
        manufacturerId: 1,
        condition: 'USED',
        description: 'FILTER',
        quantity: 2,
        priceCents: 100000,
        wholesalePriceCents: null,
        pictures: null,
      },
    });
    expect(
      validateImportRow(
        { ...good, manufacturer: 'Caterpillar', pictures: 'public/a.jpg; public/b.png' },
        resolve,
      ),
    ).toMatchObject({
      ok: true,
      part: { manufacturerId: 1, pictures: ['public/a.jpg', 'public/b.png'] },
    });
  });

  it('reports every problem of a row', () => {
    expect(
      validateImportRow(
        { partNumber: '--', manufacturer: 'ACME', condition: 'shiny', quantity: '-1', price: 'ten' },
        resolve,
      ),
    ).toEqual({
      ok: false,
      messages: [
        M.missingPartNumber,
        M.unknownManufacturer('ACME'),
        M.unknownCondition('shiny'),
        M.badQuantity('-1'),
        M.badPrice('ten'),
      ],
    });
    expect(validateImportRow({ partNumber: 'AB1', manufacturer: '', condition: '' }, resolve)).toEqual({
      ok: false,
      messages: [M.missingManufacturer, M.missingCondition],
    });
    expect(validateImportRow({ ...good, pictures: 'https://evil.example/x.jpg' }, resolve)).toEqual({
      ok: false,
      messages: [M.badPictures],
    });
    expect(validateImportRow({ ...good, description: 'a\u0000b' }, resolve)).toEqual({
      ok: false,
      messages: [M.controlCharacters],
    });
  });
});
