import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ordersListEndpoints as api } from '@ironmatch/contracts/orders-list-endpoints';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import type { Db } from '../../db/database';
import { createOrdersListService } from './orders-list.service';

/** Streams the CSV as it is read, a batch of orders at a time. */
function sendCsv(reply: FastifyReply, name: string, chunks: AsyncGenerator<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

const today = () => new Date().toISOString().slice(0, 10);

/** The /orders lists (issue 24 "Lists that scale"): pages with a filter, and the same filter as CSV. */
export function ordersListRoutes(app: ApiApp, db: Db): void {
  const lists = createOrdersListService({ db });
  route(app, api.created, async (request) => ok(await lists.page(request.auth, 'created', request.query)));
  route(app, api.received, async (request) => ok(await lists.page(request.auth, 'received', request.query)));
  route(app, api.createdCsv, async (request, reply) =>
    sendCsv(reply, `my-orders-${today()}.csv`, lists.csv(request.auth, 'created', request.query)),
  );
  route(app, api.receivedCsv, async (request, reply) =>
    sendCsv(reply, `received-orders-${today()}.csv`, lists.csv(request.auth, 'received', request.query)),
  );
}
