import { MACHINE_MESSAGES as M, MACHINE_PICTURE_LIMITS } from '@ironmatch/contracts/machine-rules';
import { machinesEndpoints as api } from '@ironmatch/contracts/machines-endpoints';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { readMultipartForm } from '../../http/multipart-form';
import { createMessagingService } from '../messaging/messaging.service';
import { createMachineRequestsService } from './machine-requests.service';
import { createMakeResolver } from './machine-makes';
import { defineMachineRecords } from './machines-records';
import { createMachineSearchService } from './machine-search.service';
import { createMachinesService } from './machines.service';
import { defineMachineWatchRecords } from './machine-watch-records';
import { createMachineWatchesService, machineWatchEmailJob } from './machine-watches.service';

/** Guest pages per client address per minute (as the guest for-sale lists). */
const GUEST_PAGES_PER_MINUTE = 120;
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** Dismantled machines (issue 28): the dealers' machines, the buyers' and guests' lists. */
export async function machinesRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineMachineRecords(ctx.access);
  defineMachineWatchRecords(ctx.access);
  const db = ctx.database.db;
  const makes = createMakeResolver(db);
  const mail = {
    appUrl: ctx.config.appUrl,
    supportPhone: ctx.config.supportPhone,
    supportEmail: ctx.config.supportEmail,
  };
  const watches = createMachineWatchesService({ db, access: ctx.access, makes, mail, jobs: ctx.jobs });
  const machines = createMachinesService({
    db,
    access: ctx.access,
    files: ctx.files,
    makes,
    onListed: watches.onListed,
  });
  ctx.jobs.register(machineWatchEmailJob, (payload) => watches.sendWatchEmail(payload.watchId));
  const search = createMachineSearchService({ db, makes });
  const messaging = createMessagingService({
    db,
    access: ctx.access,
    files: ctx.files,
    jobs: ctx.jobs,
    mail,
  });
  const requests = createMachineRequestsService({ db, messaging });

  route(app, api.mine, async (request) => ok(await machines.mine(request.auth, request.query)));
  route(app, api.create, async (request) => {
    const machine = await machines.create(request.auth, request.body);
    watches.afterListed();
    return ok({ machine }, M.created, 201);
  });
  route(app, api.update, async (request) =>
    ok({ machine: await machines.update(request.auth, request.params.id, request.body) }, M.updated),
  );
  route(app, api.setStatus, async (request) =>
    ok(
      { machine: await machines.setStatus(request.auth, request.params.id, request.body.status) },
      M.statusChanged,
    ),
  );
  route(app, api.remove, async (request) =>
    ok({ id: await machines.remove(request.auth, request.params.id) }, M.removed),
  );
  route(app, api.addPictures, async (request) => {
    const form = await readMultipartForm(request, {
      fields: z.object({}),
      fileField: 'pictures',
      limits: MACHINE_PICTURE_LIMITS,
    });
    const machine = await machines.addPictures(request.auth, request.params.id, form.files);
    return ok({ machine }, M.picturesAdded, 201);
  });
  route(app, api.removePicture, async (request) =>
    ok(
      { machine: await machines.removePicture(request.auth, request.params.id, request.params.picnum) },
      M.pictureRemoved,
    ),
  );

  route(app, api.list, async (request) => {
    const data = await search.list(request.auth, request.query);
    return ok(data, M.found(data.totalCount, data.totalCountCapped));
  });
  route(app, api.detail, async (request) => ok({ machine: await search.detail(request.params.id) }));
  route(app, api.guestList, perMinute(GUEST_PAGES_PER_MINUTE), async (request) => {
    const data = await search.guestList(request.query);
    return ok(data, M.found(data.totalCount, data.totalCountCapped));
  });
  route(app, api.guestDetail, perMinute(GUEST_PAGES_PER_MINUTE), async (request) =>
    ok({ machine: await search.guestDetail(request.params.id) }),
  );

  route(app, api.requestParts, ctx.limits.route('messages'), async (request) => {
    const sent = await requests.requestParts(request.auth, request.params.id, request.body);
    return ok({ messageId: sent.messageId }, M.requestSent(sent.companyName), 201);
  });

  route(app, api.watches, async (request) => ok({ watches: await watches.list(request.auth) }));
  route(app, api.createWatch, async (request) =>
    ok({ watch: await watches.create(request.auth, request.body) }, 'Watch saved.', 201),
  );
  route(app, api.removeWatch, async (request) =>
    ok({ id: await watches.remove(request.auth, request.params.id) }, 'Watch removed.'),
  );
}
