import { describe, expect, it } from 'vitest';
import { partSearchQuerySchema, partSearchParamsSchema, multiPartSearchQuerySchema } from './part-matcher';
import { generalRequestCommentsSchema } from './general-requests';
import {
  compareManufacturers,
  normalizePartNumber,
  createAccountRowIndexes,
  isCreateAccountRow,
  partNumberPrefixBounds,
  splitPartNumbers,
  conditionFilterValue,
  manufacturerFilterValue,
  PART_MATCHER_MESSAGES,
} from './part-matcher-rules';

describe('manufacturer order', () => {
  it('puts CAT, JD, IHC, CASE, KOMATSU, FA first, then alphabetical', () => {
    const list = ['VOLVO', 'FA', 'BOBCAT', 'CASE', 'CAT', 'ALLIS', 'KOMATSU', 'JD', 'IHC'];
    expect([...list].sort(compareManufacturers)).toEqual([
      'CAT',
      'JD',
      'IHC',
      'CASE',
      'KOMATSU',
      'FA',
      'ALLIS',
      'BOBCAT',
      'VOLVO',
    ]);
  });
});

describe('normalizePartNumber', () => {
  it('keeps uppercase letters and digits only', () => {
    expect(normalizePartNumber(' 1r-0750 ')).toBe('1R0750');
    expect(normalizePartNumber('600-211-1340')).toBe('6002111340');
    expect(normalizePartNumber('àé#')).toBe('');
  });
});

describe("guest 'Create Account to View' placement", () => {
  it('uses the middle row for 15 or fewer rows', () => {
    expect(createAccountRowIndexes(0)).toEqual([]);
    expect(createAccountRowIndexes(1)).toEqual([0]);
    expect(createAccountRowIndexes(2)).toEqual([1]);
    expect(createAccountRowIndexes(7)).toEqual([3]);
    expect(createAccountRowIndexes(15)).toEqual([7]);
  });

  it('uses index 4, then every tenth row from index 14, above 15 rows', () => {
    expect(createAccountRowIndexes(16)).toEqual([4, 14]);
    expect(createAccountRowIndexes(25)).toEqual([4, 14, 24]);
    expect(createAccountRowIndexes(50)).toEqual([4, 14, 24, 34, 44]);
  });

  it('agrees with the per-row predicate', () => {
    for (let rows = 0; rows <= 60; rows++) {
      const chosen = createAccountRowIndexes(rows);
      for (let i = 0; i < rows; i++) expect(isCreateAccountRow(i, rows)).toBe(chosen.includes(i));
      expect(isCreateAccountRow(rows, rows)).toBe(false);
    }
  });
});

describe('part number prefix bounds', () => {
  it('bumps the last character so the range holds exactly the prefix', () => {
    expect(partNumberPrefixBounds('1r-07')).toEqual({ lo: '1R07', hi: '1R08' });
    expect(partNumberPrefixBounds('AT9')).toEqual({ lo: 'AT9', hi: 'AT:' });
    expect(partNumberPrefixBounds('6I2Z')).toEqual({ lo: '6I2Z', hi: '6I2[' });
    const { lo, hi } = partNumberPrefixBounds('AB9');
    for (const v of ['AB9', 'AB90', 'AB9ZZZ']) expect(v >= lo && v < hi).toBe(true);
    for (const v of ['AB8Z', 'ABA', 'AC']) expect(v >= lo && v < hi).toBe(false);
  });
});

describe('multi-part input', () => {
  it('splits on commas, semicolons and line breaks, normalises and de-duplicates', () => {
    expect(splitPartNumbers('1R-0750, 1r0750;600-211-1340\nAT 123456,,')).toEqual([
      '1R0750',
      '6002111340',
      'AT123456',
    ]);
  });

  it('reads tabs as separators too: a spreadsheet row of numbers is that many numbers', () => {
    expect(splitPartNumbers('1R0750\t155-3147\t156-1883')).toEqual(['1R0750', '1553147', '1561883']);
    expect(splitPartNumbers('ZZZ999QQQ\t158/K0655')).toEqual(['ZZZ999QQQ', '158K0655']);
    const column = Array.from({ length: 20 }, (_, i) => `PN-${100 + i}`).join('\r\n');
    expect(multiPartSearchQuerySchema.parse({ partNumbers: column }).partNumbers).toHaveLength(20);
  });

  it('rejects more than 20, none, or a short one', () => {
    const many = Array.from({ length: 21 }, (_, i) => `PN${100 + i}`).join(',');
    const tooMany = multiPartSearchQuerySchema.safeParse({ partNumbers: many });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('You can search up to 20 part numbers at once.');
    expect(multiPartSearchQuerySchema.safeParse({ partNumbers: ' , ' }).error?.issues[0]?.message).toBe(
      PART_MATCHER_MESSAGES.noPartNumbers,
    );
    expect(multiPartSearchQuerySchema.safeParse({ partNumbers: '1R0750,AB' }).error?.issues[0]?.message).toBe(
      'Part number must be at least 3 characters long.',
    );
    const twenty = Array.from({ length: 20 }, (_, i) => `PN${100 + i}`).join(',');
    expect(multiPartSearchQuerySchema.parse({ partNumbers: twenty }).partNumbers).toHaveLength(20);
  });
});

describe('search query rules', () => {
  it('needs a 3-character part number after normalising', () => {
    expect(partSearchParamsSchema.safeParse({ partNumber: '1-r' }).error?.issues[0]?.message).toBe(
      'Part number must be at least 3 characters long.',
    );
    expect(partSearchParamsSchema.parse({ partNumber: '1r-0750' }).partNumber).toBe('1R0750');
  });

  it('needs a 3-character description when one is given, and reads All as no filter', () => {
    expect(partSearchQuerySchema.safeParse({ description: 'ab' }).error?.issues[0]?.message).toBe(
      'Description must be at least 3 characters long.',
    );
    expect(
      partSearchQuerySchema.parse({
        description: '  ',
        manufacturer: 'All Manufacturers',
        condition: 'All Conditions',
      }),
    ).toEqual({
      description: undefined,
      manufacturer: undefined,
      condition: undefined,
      comments: undefined,
    });
    expect(partSearchQuerySchema.parse({ manufacturer: 'cat', condition: 'used' })).toMatchObject({
      manufacturer: 'CAT',
      condition: 'USED',
    });
    expect(partSearchQuerySchema.safeParse({ condition: 'SHINY' }).success).toBe(false);
  });

  it('reads filter values', () => {
    expect(conditionFilterValue('All')).toBeUndefined();
    expect(conditionFilterValue('rebuilt')).toBe('REBUILT');
    expect(conditionFilterValue('x')).toBeNull();
    expect(manufacturerFilterValue('All')).toBeUndefined();
    expect(manufacturerFilterValue('7')).toBe('7');
  });
});

describe('general request comments', () => {
  it('needs 3 characters after trimming', () => {
    expect(generalRequestCommentsSchema.safeParse('  ab  ').error?.issues[0]?.message).toBe(
      'Comments must be at least 3 characters long.',
    );
    expect(generalRequestCommentsSchema.parse('  need a pump ')).toBe('need a pump');
  });
});
