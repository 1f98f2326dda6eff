import { describe, expect, it } from 'vitest';
import { compareManufacturers, normalizePartNumber } from './part-matcher';

describe('manufacturer order', () => {
  it('puts CAT, JD, IHC, CASE, KOMATSU, FA first, then alphabetical', () => {
    const list = ['VOLVO', 'FA', 'BOBCAT', 'CASE', 'CAT', 'ALLIS', 'KOMATSU', 'JD', 'IHC'];
    expect([...list].sort(compareManufacturers)).toEqual([
      'CAT', 'JD', 'IHC', 'CASE', 'KOMATSU', 'FA', 'ALLIS', 'BOBCAT', 'VOLVO',
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
