import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { orderChangeResponseSchema, orderIdParamsSchema } from './orders';
import { rejectReasonSchema } from './team';

const tag = 'Orders';

/** Purchase approval of a member's held order request (issue 23): the buyer company's admins only. */
export const orderApprovalEndpoints = {
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/approve-request',
    access: 'admin',
    tag,
    summary:
      "Buyer company admin: let a member's held request go to the seller (pending_company_approval -> order_requested).",
    params: orderIdParamsSchema,
    response: orderChangeResponseSchema,
    errors: [404, 409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/reject-request',
    access: 'admin',
    tag,
    summary: "Buyer company admin: send a member's held request back with a reason (-> new_order).",
    params: orderIdParamsSchema,
    body: z.object({ reason: rejectReasonSchema }),
    response: orderChangeResponseSchema,
    errors: [404, 409],
  }),
};
