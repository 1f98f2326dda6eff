import { defineEndpoint } from './endpoint';
import {
  companyCrossReferenceListQuerySchema,
  crossReferenceBodySchema,
  crossReferenceIdParamsSchema,
  crossReferenceListResponseSchema,
  crossReferenceResponseSchema,
  deleteCrossReferenceResponseSchema,
  operatorCrossReferenceListQuerySchema,
} from './cross-references';

const tag = 'Cross-references';

/** Issue 29: the operators' cross-references, and a member dealer's own for its stock. */
export const crossReferencesEndpoints = {
  operatorList: defineEndpoint({
    method: 'GET',
    path: '/api/cross-references',
    access: 'verified',
    tag,
    summary: "The operators' cross-references, sorted by fromPartNumber.",
    description:
      '`partNumber` keeps those with that (normalised) number on either side, `kind` one kind. ' +
      'Loaded by operators with `npm run admin -- load-cross-references <file.csv>`.',
    query: operatorCrossReferenceListQuerySchema,
    response: crossReferenceListResponseSchema,
  }),
  companyList: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/cross-references',
    access: 'member',
    tag,
    summary: "Your company's own cross-references (they apply to searches of your stock only).",
    query: companyCrossReferenceListQuerySchema,
    response: crossReferenceListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/inventory/cross-references',
    access: 'member',
    tag,
    summary: 'Add a cross-reference for your stock.',
    description:
      'Refused (400, one sentence each): a self-reference, a supersession that closes a cycle with your ' +
      "references and the operators', a missing or over-long number, an unknown kind or make. The same one again: 409.",
    body: crossReferenceBodySchema,
    success: 201,
    response: crossReferenceResponseSchema,
    errors: [409],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/inventory/cross-references/{id}',
    access: 'member',
    tag,
    summary: "Remove one of your company's cross-references; searches stop expanding through it at once.",
    params: crossReferenceIdParamsSchema,
    response: deleteCrossReferenceResponseSchema,
    errors: [404],
  }),
};
