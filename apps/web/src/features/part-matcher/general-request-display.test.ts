import { describe, expect, it } from 'vitest';
import { orNA } from './general-request-display';

describe('general request cells', () => {
  it("show 'N/A' for blanks and the manufacturer All", () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('All')).toBe('N/A');
    expect(orNA('All Manufacturers')).toBe('N/A');
    expect(orNA('CAT')).toBe('CAT');
    expect(orNA('ALLIS')).toBe('ALLIS');
  });
});
