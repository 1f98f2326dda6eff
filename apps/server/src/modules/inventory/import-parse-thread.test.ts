import { readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { parseImportFile, type ParsedBatch } from './import-parse-thread';

const makes = [
  { id: 1, abbrname: 'CAT', longName: 'Caterpillar' },
  { id: 2, abbrname: 'JD', longName: 'John Deere' },
];
const mapping = {
  partNumber: 'PN',
  manufacturer: 'Make',
  condition: 'Cond',
  description: 'Desc',
  quantity: 'Qty',
  price: 'Price',
};

async function collect(text: string, batchRows = 5000): Promise<ParsedBatch[]> {
  const batches: ParsedBatch[] = [];
  for await (const batch of parseImportFile(Readable.from([Buffer.from(text)]), {
    delimiter: text.startsWith('PN\t') ? '\t' : ',',
    mapping,
    makes,
    batchRows,
  }))
    batches.push(batch);
  return batches;
}

/** The nice value of each of this process's threads (Linux). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the import parse thread', () => {
  it('sends batches in file order, with running counts and PostgreSQL array literals', async () => {
    const batches = await collect(
      [
        'PN,Make,Cond,Desc,Qty,Price',
        '1R-0750,cat,NEW,"say ""hi"", \\ {x}",3,"$1,234.50"',
        'BAD-1,NOPE,NEW,x,1,1',
        '6I2503,John Deere,USED,,0,',
        'A-400,CAT,CORE,NULL,2,0.5',
      ].join('\n'),
      2,
    );
    expect(batches.map((b) => [b.processed, b.rejected])).toEqual([
      [2, 1],
      [4, 1],
    ]);
    expect(batches[0]!.good).toEqual({
      count: 1,
      row: '{2}',
      partnum: '{"1R-0750"}',
      partnumNorm: '{"1R0750"}',
      manufacturerId: '{1}',
      condition: '{"NEW"}',
      description: '{"say \\"hi\\", \\\\ {x}"}',
      quantity: '{3}',
      priceCents: '{123450}',
      wholesalePriceCents: '{NULL}',
      pictures: '{NULL}',
    });
    expect(batches[0]!.bad).toEqual([
      {
        row: 3,
        message: expect.stringContaining('NOPE'),
        cells: ['BAD-1', 'NOPE', 'NEW', 'x', '1', '1', '', '', ''],
      },
    ]);
    // The literal "NULL" is a quoted text, never SQL's null; a missing price is.
    expect(batches[1]!.good).toMatchObject({
      count: 2,
      row: '{4,5}',
      manufacturerId: '{2,1}',
      description: '{"","NULL"}',
      priceCents: '{NULL,50}',
    });
  });

  it('reads tab-separated files, and answers a file csv-parse cannot read with a 400 sentence', async () => {
    const [batch] = await collect('PN\tMake\tCond\tDesc\tQty\tPrice\nX-100\tCAT\tNEW\tok\t1\t2\n');
    expect(batch!.good?.partnum).toBe('{"X-100"}');
    const failure = await collect('PN,Make,Cond,Desc,Qty,Price\n"open,CAT,NEW,x,1,1\n').catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(400);
    expect((failure as AppError).message).toMatch(/^The file could not be read as CSV: /);
  });

  // Nice 10 (lower priority) on the parse thread alone; a server already niced that far keeps its own.
  it.runIf(process.platform === 'linux' && getPriority() < 10)(
    'parses at a lower CPU priority than the server, on its own thread only',
    async () => {
      const base = getPriority();
      expect(threadNices().every((n) => n === base)).toBe(true);
      const input = new PassThrough();
      const batches = parseImportFile(input, { delimiter: ',', mapping, makes, batchRows: 1 });
      // csv-parse holds back the end of what it has until more comes: two rows, so the first is out.
      input.write('PN,Make,Cond,Desc,Qty,Price\nX-100,CAT,NEW,ok,1,2\nX-200,CAT,NEW,ok,1,2\n');
      // The first batch arrives while the thread still waits for the rest of the file.
      const first = await batches.next();
      expect(first.value).toMatchObject({ processed: 1 });
      const during = threadNices();
      expect(during.filter((n) => n === 10)).toHaveLength(1);
      expect(during.filter((n) => n === base).length).toBe(during.length - 1);
      input.end();
      for await (const batch of batches) expect(batch.processed).toBe(2);
      expect(threadNices().every((n) => n === base)).toBe(true);
    },
  );
});
