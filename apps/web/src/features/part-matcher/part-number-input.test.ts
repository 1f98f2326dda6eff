import { describe, expect, it } from 'vitest';
import {
  parsePartNumberList,
  partNumberInputValue,
  partNumbersBoxValue,
  pastedPartNumbers,
  pasteIntoPartNumbersBox,
} from './part-number-input';

describe('part number input', () => {
  it('forces uppercase and keeps only A-Z and 0-9', () => {
    expect(partNumberInputValue('1r-0750')).toBe('1R0750');
    expect(partNumberInputValue(' ab c/12.3 ')).toBe('ABC123');
    expect(partNumberInputValue('é#!')).toBe('');
  });
});

describe('multi-part list parsing', () => {
  it('splits on lines and commas, normalises and removes duplicates in order', () => {
    const parsed = parsePartNumberList('1r-0750, 6I2501\n1R0750\r\n\n  7x-2785 ;abc');
    expect(parsed.partNumbers).toEqual(['1R0750', '6I2501', '7X2785', 'ABC']);
    expect(parsed.duplicates).toEqual(['1R0750']);
    expect(parsed.error).toBeNull();
  });

  it('reads tabs as separators: a pasted spreadsheet row is that many part numbers', () => {
    expect(parsePartNumberList('1R0750\t155-3147\t156-1883').partNumbers).toEqual([
      '1R0750',
      '1553147',
      '1561883',
    ]);
    expect(parsePartNumberList('ZZZ999QQQ\t158/K0655').partNumbers).toEqual(['ZZZ999QQQ', '158K0655']);
  });

  it('skips part numbers over 40 letters and digits and reports them', () => {
    const parsed = parsePartNumberList(`${'A'.repeat(41)}\n1R0750`);
    expect(parsed.partNumbers).toEqual(['1R0750']);
    expect(parsed.tooLong).toEqual(['AAAAAAAAAAAA...']);
    expect(parsePartNumberList('B'.repeat(300)).error).toBe(
      'A part number can be at most 40 letters and digits long.',
    );
  });

  it('skips entries shorter than 3 characters and reports them', () => {
    const parsed = parsePartNumberList('ab\n1R0750\n-');
    expect(parsed.partNumbers).toEqual(['1R0750']);
    expect(parsed.tooShort).toEqual(['ab', '-']);
  });

  it('asks for a part number when nothing usable was typed', () => {
    expect(parsePartNumberList('  \n,').error).toBe('Enter at least one part number.');
    expect(parsePartNumberList('a1').error).toBe('Part number must be at least 3 characters long.');
  });

  it('accepts 20 part numbers and refuses 21 with a clear message', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `PN${100 + i}`);
    expect(parsePartNumberList(twenty.join('\n')).error).toBeNull();
    const parsed = parsePartNumberList([...twenty, 'PN999'].join(','));
    expect(parsed.partNumbers).toHaveLength(21);
    expect(parsed.error).toBe(
      'You can search up to 20 part numbers at once; you entered 21. Remove 1 to search.',
    );
  });

  it('counts duplicates once towards the limit', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `PN${100 + i}`);
    expect(parsePartNumberList([...twenty, ...twenty].join('\n')).error).toBeNull();
  });
});

describe('pasted part numbers (issue 29)', () => {
  it('reads a pasted column or row as several numbers, never glued', () => {
    expect(pastedPartNumbers('1R-0750\n6I-2503\r\n600-211-1340\n')).toEqual([
      '1R0750',
      '6I2503',
      '6002111340',
    ]);
    expect(pastedPartNumbers('1R-0750\t6I-2503')).toEqual(['1R0750', '6I2503']);
    expect(pastedPartNumbers('1R-0750')).toBeNull();
    expect(pastedPartNumbers('1R-0750, 6I2503')).toBeNull();
  });

  it('keeps several numbers in a one-line box, comma separated', () => {
    expect(partNumbersBoxValue('1r-0750')).toBe('1R0750');
    expect(partNumbersBoxValue('1r-0750, 6i2503;7x 2785')).toBe('1R0750,6I2503,7X2785');
    expect(partNumbersBoxValue('1R0750,')).toBe('1R0750,');
    expect(partNumbersBoxValue(',,A1,,B2')).toBe('A1,B2');
    expect(partNumbersBoxValue('A'.repeat(45))).toHaveLength(40);
  });

  it('puts a pasted column over the selection, between the numbers already typed', () => {
    expect(pasteIntoPartNumbersBox('A1,B2', 3, 5, '1R-0750\n6I-2503')).toBe('A1,1R0750,6I2503');
    expect(pasteIntoPartNumbersBox('A1', 0, 0, '1R0750\n6I2503')).toBe('1R0750,6I2503,A1');
    expect(pasteIntoPartNumbersBox('', null, null, '1R0750\t6I2503')).toBe('1R0750,6I2503');
    expect(pasteIntoPartNumbersBox('A1', 2, 2, '1R-0750')).toBeNull();
  });
});
