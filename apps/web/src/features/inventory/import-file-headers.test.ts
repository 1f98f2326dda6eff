import { describe, expect, it } from 'vitest';
import { readHeaders, splitHeader } from './import-file-headers';

describe('the column names of a chosen parts file', () => {
  it('splits the header line, with quoted names and doubled quotes, dropping empty cells', () => {
    expect(splitHeader('Part Number,"Desc, long","Qty ""on hand""",,Price', ',')).toEqual([
      'Part Number',
      'Desc, long',
      'Qty "on hand"',
      'Price',
    ]);
  });

  it('reads the first line of a tab-separated file with a byte-order mark', async () => {
    const file = new File(['\uFEFFpart\tqty\tprice\r\n1R0750\t2\t24.99\r\n'], 'stock.tsv');
    expect(await readHeaders(file)).toEqual(['part', 'qty', 'price']);
  });
});
