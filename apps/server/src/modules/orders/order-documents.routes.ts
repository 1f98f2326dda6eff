import { orderDocumentFilename, type OrderDocument } from '@ironmatch/contracts/order-documents';
import { orderDocumentsEndpoints as api } from '@ironmatch/contracts/order-documents-endpoints';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { renderOrderDocumentPdf } from './order-document-pdf';
import { createOrderDocumentsService } from './order-documents.service';

/** An order's documents (issue 24): each as JSON for the page and as a PDF download. */
export async function orderDocumentsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createOrderDocumentsService({
    db: ctx.database.db,
    access: ctx.access,
    paymentLedger: ctx.orderPaymentLedger,
  });

  async function sendPdf(reply: FastifyReply, document: OrderDocument): Promise<FastifyReply> {
    const bytes = await renderOrderDocumentPdf(document);
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${orderDocumentFilename(document.kind, document.orderId)}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  route(app, api.confirmation, async (request) =>
    ok({ document: await service.confirmation(request.auth, request.params.id) }),
  );
  route(app, api.confirmationPdf, async (request, reply) =>
    sendPdf(reply, await service.confirmation(request.auth, request.params.id)),
  );
  route(app, api.invoice, async (request) =>
    ok({ document: await service.invoice(request.auth, request.params.id) }),
  );
  route(app, api.invoicePdf, async (request, reply) =>
    sendPdf(reply, await service.invoice(request.auth, request.params.id)),
  );
  route(app, api.packingSlip, async (request) =>
    ok({ document: await service.packingSlip(request.auth, request.params.id) }),
  );
  route(app, api.packingSlipPdf, async (request, reply) =>
    sendPdf(reply, await service.packingSlip(request.auth, request.params.id)),
  );
}
