import { describe, expect, it } from 'vitest';
import { machineSummary, machineTitle, priceText } from './machine-text';

describe('machine text', () => {
  it('names a machine by make and model and leaves out what is unknown', () => {
    expect(machineTitle({ manufacturer: 'CAT', model: '320D L' })).toBe('CAT 320D L');
    expect(machineSummary({ year: 2008, hours: 12500, state: 'TX' })).toBe('2008 · 12,500 hours · TX');
    expect(machineSummary({ year: null, hours: null, state: 'TX' })).toBe('TX');
    expect(machineSummary({ year: null, hours: 0, state: '' })).toBe('0 hours');
  });
  it('shows Contact for price without a price', () => {
    expect(priceText(null)).toBe('Contact for price');
    expect(priceText(125000)).toBe('$1,250.00');
  });
});
