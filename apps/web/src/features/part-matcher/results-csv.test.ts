import { describe, expect, it } from 'vitest';
import { csvCell, resultsCsv } from './results-csv';
import { sortParts } from './results-sort';
import type { PartView } from './part-view';

function part(over: Partial<PartView>): PartView {
  return {
    id: 1,
    partId: 1,
    companyId: 1,
    companyName: 'Big Sky Tractor Salvage',
    companyLocation: 'Billings, MT',
    partNumber: '1R0750',
    description: 'Fuel filter',
    condition: 'NEW',
    manufacturer: 'Caterpillar',
    quantity: 3,
    priceCents: 1250,
    pictures: [],
    isMessaged: false,
    canTransact: true,
    orderId: null,
    orderIsQuote: false,
    matchKind: 'exact',
    matchLabel: null,
    crossReferenceNote: null,
    ...over,
  };
}

describe('results CSV', () => {
  it('keeps formula-like text as text and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}1`).includes(`'${lead}`)).toBe(true);
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('writes one line per part under the part number searched', () => {
    const csv = resultsCsv([
      { partNumber: '1R0750', parts: [part({}), part({ id: 2, priceCents: null, description: '=cmd|x' })] },
      { partNumber: 'ZZZ999', parts: [] },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Searched Part Number,Company Name,City,State,Part Number,Match,Description,Condition,Manufacturer,Quantity,Price,Pictures',
    );
    expect(lines[1]).toBe(
      '1R0750,Big Sky Tractor Salvage,Billings,MT,1R0750,Exact,Fuel filter,NEW,Caterpillar,3,12.50,0',
    );
    expect(lines[2]).toContain(",'=cmd|x,");
    expect(lines[2]).toContain(',Contact for price,');
  });
});

describe('results sort', () => {
  const rows = [
    part({ id: 1, priceCents: null, condition: 'USED', quantity: 1, companyName: 'Cedar' }),
    part({ id: 2, priceCents: 2000, condition: 'NEW', quantity: 5, companyName: 'alpha' }),
    part({ id: 3, priceCents: 1000, condition: 'CORE', quantity: 2, companyName: 'Birch' }),
  ];
  const ids = (list: PartView[]) => list.map((p) => p.id);

  it('orders by price either way with no price last, and by condition, quantity and dealer', () => {
    expect(ids(sortParts(rows, 'best'))).toEqual([1, 2, 3]);
    expect(ids(sortParts(rows, 'price-asc'))).toEqual([3, 2, 1]);
    expect(ids(sortParts(rows, 'price-desc'))).toEqual([2, 3, 1]);
    expect(ids(sortParts(rows, 'condition'))).toEqual([2, 1, 3]);
    expect(ids(sortParts(rows, 'quantity'))).toEqual([2, 3, 1]);
    expect(ids(sortParts(rows, 'dealer'))).toEqual([2, 3, 1]);
  });
});
