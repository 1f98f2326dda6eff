import { CROSS_REFERENCE_MESSAGES } from '@ironmatch/contracts/cross-reference-rules';
import type { RecordAccess } from '../../http/record-access';
import { crossReferenceOwner } from './cross-references.repository';

declare module '../../http/record-access' {
  interface RecordKinds {
    /**
     * A dealer's own cross-reference (issue 29): only its company changes it. Another company's, and an
     * operator's (no company holds it), answer 404.
     */
    'cross-reference': 'owner';
  }
}

export function defineCrossReferenceRecords(access: RecordAccess): void {
  access.define('cross-reference', {
    notFound: CROSS_REFERENCE_MESSAGES.notFound,
    load: async (db, id) => {
      const companyId = await crossReferenceOwner(db, id);
      if (companyId === undefined) return null;
      return { owner: { companyIds: companyId === null ? [] : [companyId] } };
    },
  });
}
