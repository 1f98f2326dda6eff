import { describe, expect, it } from 'vitest';
import { dealersReachedText, orNA } from './general-request-display';

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

describe('dealersReachedText (issue 21, item 17)', () => {
  it('says how many dealers received the request', () => {
    expect(dealersReachedText(12)).toBe('Sent to 12 dealers.');
    expect(dealersReachedText(1)).toBe('Sent to 1 dealer.');
    expect(dealersReachedText(1200)).toBe('Sent to 1,200 dealers.');
    expect(dealersReachedText(0)).toBe('No dealer is on the network yet to receive it.');
  });
});
