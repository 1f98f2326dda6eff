import { suggestionsEndpoints as api } from '@ironmatch/contracts/suggestions-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createSuggestionsRepository } from './suggestions.repository';
import { createSuggestionsService } from './suggestions.service';

/** The suggestions board (spec accounts 2.9 and 7). Roles come from the endpoints; the service does the rest. */
export async function suggestionsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createSuggestionsService({ repository: createSuggestionsRepository(ctx.database.db) });

  route(app, api.list, async (request) =>
    ok({ suggestions: await service.list(request.auth, request.query) }),
  );
  route(app, api.create, ctx.limits.route('suggestions'), async (request) =>
    ok({ suggestion: await service.create(request.auth, request.body) }, undefined, 201),
  );
  route(app, api.vote, async (request) =>
    ok(await service.vote(request.auth, request.params.id, request.body.value)),
  );
  route(app, api.removeVote, async (request) =>
    ok(await service.removeVote(request.auth, request.params.id)),
  );
  route(app, api.comments, async (request) =>
    ok({ comments: await service.listComments(request.auth, request.params.id) }),
  );
  route(app, api.addComment, ctx.limits.route('suggestionComments'), async (request) =>
    ok({ comment: await service.addComment(request.auth, request.params.id, request.body) }, undefined, 201),
  );
}
