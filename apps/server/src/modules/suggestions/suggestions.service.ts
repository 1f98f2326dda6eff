import {
  SUGGESTION_LIST_LIMIT,
  SUGGESTION_MESSAGES,
  type NewComment,
  type NewSuggestion,
  type Suggestion,
  type SuggestionAuthor,
  type SuggestionComment,
  type SuggestionListQuery,
  type VoteResult,
  type VoteValue,
} from '@ironmatch/contracts/suggestions';
import type { AccessClaims, CompanyClaims } from '@ironmatch/contracts/access';
import { notFound, unauthorized } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import type { SuggestionsRepository } from './suggestions.repository';

/** Ids arrive as digit strings (the route checks that); one beyond any stored id names nothing. */
const suggestionId = (raw: string): number => recordIdOr404(raw, SUGGESTION_MESSAGES.notFound);

/**
 * What a viewer may see of an author: guests never get an email address; logged-in users get it only
 * when the author has no name, because the board then shows the email instead (spec 3's fallback).
 */
export function authorAsSeenBy(
  viewer: AccessClaims | null,
  author: SuggestionAuthor | null,
): SuggestionAuthor | null {
  if (!author) return null;
  const named = Boolean(author.firstName?.trim() || author.lastName?.trim());
  return { ...author, email: viewer && !named ? author.email : null };
}

function seenBy<T extends { User: SuggestionAuthor | null }>(viewer: AccessClaims | null, item: T): T {
  return { ...item, User: authorAsSeenBy(viewer, item.User) };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

export function createSuggestionsService(deps: { repository: SuggestionsRepository }) {
  const { repository } = deps;

  return {
    /** Open to guests; the caller's own vote is filled when a valid token came along. */
    async list(auth: AccessClaims | null, query: SuggestionListQuery): Promise<Suggestion[]> {
      const rows = await repository.list({
        viewerId: auth?.userId ?? null,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        q: query.q,
        limit: SUGGESTION_LIST_LIMIT,
      });
      return rows.map((s) => seenBy(auth, s));
    },

    /** Posting, voting and commenting: the endpoints let only a user with a company through. */
    async create(user: CompanyClaims, input: NewSuggestion): Promise<Suggestion> {
      const id = await repository.insert(user.userId, input.suggestion);
      if (id === null) throw unauthorized(SUGGESTION_MESSAGES.auth);
      const created = await repository.findById(id, user.userId);
      if (!created) throw notFound(SUGGESTION_MESSAGES.notFound);
      return seenBy(user, created);
    },

    async vote(user: CompanyClaims, rawId: string, value: VoteValue): Promise<VoteResult> {
      const score = await repository.castVote(suggestionId(rawId), user.userId, value);
      if (score === null) throw notFound(SUGGESTION_MESSAGES.notFound);
      if (score === 'no-user') throw unauthorized(SUGGESTION_MESSAGES.auth);
      return { score, userVote: value };
    },

    async removeVote(user: CompanyClaims, rawId: string): Promise<VoteResult> {
      const score = await repository.removeVote(suggestionId(rawId), user.userId);
      if (score === null) throw notFound(SUGGESTION_MESSAGES.notFound);
      return { score, userVote: 0 };
    },

    async listComments(auth: AccessClaims | null, rawId: string): Promise<SuggestionComment[]> {
      const id = suggestionId(rawId);
      const viewerId = auth?.userId ?? null;
      if (!(await repository.exists(id, viewerId))) throw notFound(SUGGESTION_MESSAGES.notFound);
      return (await repository.listComments(id, viewerId)).map((c) => seenBy(auth, c));
    },

    async addComment(user: CompanyClaims, rawId: string, input: NewComment): Promise<SuggestionComment> {
      const comment = await repository.insertComment(suggestionId(rawId), user.userId, input.body);
      if (comment === null) throw notFound(SUGGESTION_MESSAGES.notFound);
      if (comment === 'no-user') throw unauthorized(SUGGESTION_MESSAGES.auth);
      return seenBy(user, comment);
    },
  };
}
