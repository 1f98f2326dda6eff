import { describe, expect, it } from 'vitest';
import { detectMapping } from './inventory-imports';
import {
  CROSS_REFERENCE_COLUMN_MESSAGES as X,
  readCrossReferenceCell,
  referenceEntry,
} from './inventory-cross-reference-column';

describe('inventory import: the cross-reference column (issue 29)', () => {
  it('is detected from its usual headers', () => {
    for (const header of ['Cross References', 'Cross Reference', 'Cross Ref', 'XRef'])
      expect(detectMapping(['Part Number', 'Make', 'Cond', header]).crossReferences).toBe(header);
  });

  it("reads each relation, in any case, from the row's side; the aftermarket number has any make", () => {
    const read = readCrossReferenceCell(
      'REPLACES:1r-0716; replaced-by:1R-1807;Interchangeable:AT123456; aftermarket:AF 9000;;',
      '1R-0750',
    );
    expect(read).toEqual({
      ok: true,
      references: [
        { kind: 'supersedes', from: '1R0716', to: '1R0750', toAnyMake: false },
        { kind: 'supersedes', from: '1R0750', to: '1R1807', toAnyMake: false },
        { kind: 'interchangeable', from: '1R0750', to: 'AT123456', toAnyMake: false },
        { kind: 'aftermarket', from: '1R0750', to: 'AF9000', toAnyMake: true },
      ],
    });
    if (!read.ok) return;
    expect(read.references.map((r) => referenceEntry('1R0750', r))).toEqual([
      'replaces:1R0716',
      'replaced-by:1R1807',
      'interchangeable:AT123456',
      'aftermarket:AF9000',
    ]);
  });

  it('refuses unreadable entries and self-references, one sentence each', () => {
    expect(readCrossReferenceCell('fits:AB1; replaces:; 1R0716; replaces:1r 0750', '1R-0750')).toEqual({
      ok: false,
      messages: [
        X.unreadable('fits:AB1'),
        X.unreadable('replaces:'),
        X.unreadable('1R0716'),
        X.selfReference('replaces:1r 0750'),
      ],
    });
  });
});
