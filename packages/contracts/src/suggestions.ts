import { z } from 'zod';
import { envelopeOf } from './envelope';
import { multilineText, text } from './text';

/** Spec accounts 9: Score (default) and Newest; DESC (default) or ASC. */
export const SUGGESTION_SORT_FIELDS = ['upvoteCount', 'createdAt'] as const;
export const SUGGESTION_SORT_ORDERS = ['DESC', 'ASC'] as const;
export type SuggestionSortField = (typeof SUGGESTION_SORT_FIELDS)[number];
export type SuggestionSortOrder = (typeof SUGGESTION_SORT_ORDERS)[number];
export const DEFAULT_SUGGESTION_SORT: SuggestionSortField = 'upvoteCount';
export const DEFAULT_SUGGESTION_ORDER: SuggestionSortOrder = 'DESC';

/** Limits where the spec is silent: generous for a paragraph, small enough to keep the board readable. */
export const SUGGESTION_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 2000;
export const SUGGESTION_SEARCH_MAX_LENGTH = 200;
/** The board has no paging; this only guards against an unbounded answer. */
export const SUGGESTION_LIST_LIMIT = 1000;

export const SUGGESTION_MESSAGES = {
  suggestionRequired: 'Please enter a suggestion.',
  suggestionTooLong: `Your suggestion must be at most ${SUGGESTION_MAX_LENGTH} characters long.`,
  commentRequired: 'Please enter a comment.',
  commentTooLong: `Your comment must be at most ${COMMENT_MAX_LENGTH} characters long.`,
  searchTooLong: `Search text must be at most ${SUGGESTION_SEARCH_MAX_LENGTH} characters long.`,
  badSortBy: 'Sort by must be upvoteCount or createdAt.',
  badSortOrder: 'Sort order must be DESC or ASC.',
  badVote: 'Vote value must be 1 or -1.',
  badId: 'Suggestion id must be a positive whole number.',
  /** Spec 6 and 8: the errors the server answers for a missing token and an unknown card. */
  auth: 'auth',
  notFound: 'not-found',
  // Client texts of spec 8.
  loadFailed: 'Failed to load suggestions',
  createFailed: 'Failed to create suggestion',
  voteFailed: 'Failed to vote',
  removeVoteFailed: 'Failed to remove vote',
  loadCommentsFailed: 'Failed to load comments.',
  addCommentFailed: 'Failed to add comment',
  noSuggestionSelected: 'No suggestion selected.',
} as const;

/** An empty value (the spec's `?sortBy=&sortOrder=&q=`) means the default. */
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const suggestionListQuerySchema = z.object({
  sortBy: z.preprocess(
    emptyAsUndefined,
    z.enum(SUGGESTION_SORT_FIELDS, { error: SUGGESTION_MESSAGES.badSortBy }).default(DEFAULT_SUGGESTION_SORT),
  ),
  sortOrder: z.preprocess(
    (v) => (typeof v === 'string' ? emptyAsUndefined(v.toUpperCase()) : emptyAsUndefined(v)),
    z
      .enum(SUGGESTION_SORT_ORDERS, { error: SUGGESTION_MESSAGES.badSortOrder })
      .default(DEFAULT_SUGGESTION_ORDER),
  ),
  q: text({ required: 'Search text must be text.', label: 'Search text' })
    .trim()
    .max(SUGGESTION_SEARCH_MAX_LENGTH, { error: SUGGESTION_MESSAGES.searchTooLong })
    .optional(),
});
export type SuggestionListQuery = z.infer<typeof suggestionListQuerySchema>;

/** Spec 5: non-empty after trimming, sent (and stored) trimmed. */
export const newSuggestionSchema = z.object({
  suggestion: multilineText({ required: SUGGESTION_MESSAGES.suggestionRequired, label: 'Your suggestion' })
    .trim()
    .min(1, { error: SUGGESTION_MESSAGES.suggestionRequired })
    .max(SUGGESTION_MAX_LENGTH, { error: SUGGESTION_MESSAGES.suggestionTooLong }),
});
export type NewSuggestion = z.infer<typeof newSuggestionSchema>;

export const newCommentSchema = z.object({
  body: multilineText({ required: SUGGESTION_MESSAGES.commentRequired, label: 'Your comment' })
    .trim()
    .min(1, { error: SUGGESTION_MESSAGES.commentRequired })
    .max(COMMENT_MAX_LENGTH, { error: SUGGESTION_MESSAGES.commentTooLong }),
});
export type NewComment = z.infer<typeof newCommentSchema>;

export const voteValueSchema = z.literal([1, -1], { error: SUGGESTION_MESSAGES.badVote });
export const voteBodySchema = z.object({ value: voteValueSchema });
export type VoteValue = z.infer<typeof voteValueSchema>;
/** 1 up, -1 down, 0 none (spec 9). */
export type UserVote = VoteValue | 0;

export const suggestionIdParamsSchema = z.object({
  id: z.string().regex(/^\d+$/, { error: SUGGESTION_MESSAGES.badId }),
});

export const suggestionAuthorSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type SuggestionAuthor = z.infer<typeof suggestionAuthorSchema>;

export const suggestionSchema = z.object({
  id: z.number().int(),
  suggestion: z.string(),
  createdAt: z.string(),
  upvoteCount: z.number().int(),
  userVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  commentCount: z.number().int(),
  /** Null when the author's account no longer exists. */
  User: suggestionAuthorSchema.nullable(),
  /** Issue 30: hidden by an operator; only its author still sees it, with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  User: suggestionAuthorSchema.nullable(),
  /** Issue 30: hidden by an operator; only its author still sees it, with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type SuggestionComment = z.infer<typeof suggestionCommentSchema>;

export const suggestionListResponseSchema = envelopeOf(z.object({ suggestions: z.array(suggestionSchema) }));
export const suggestionResponseSchema = envelopeOf(z.object({ suggestion: suggestionSchema }));
export const voteResponseSchema = envelopeOf(
  z.object({ score: z.number().int(), userVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]) }),
);
export const commentListResponseSchema = envelopeOf(z.object({ comments: z.array(suggestionCommentSchema) }));
export const commentResponseSchema = envelopeOf(z.object({ comment: suggestionCommentSchema }));

export interface VoteResult {
  score: number;
  userVote: UserVote;
}

/**
 * Spec 4 "Suggestion vote": clicking the direction already chosen removes the vote; anything else casts it.
 */
export function voteIntent(
  current: UserVote,
  clicked: VoteValue,
): { kind: 'remove' } | { kind: 'cast'; value: VoteValue } {
  return current === clicked ? { kind: 'remove' } : { kind: 'cast', value: clicked };
}

/** The score after the caller's own vote changes from `from` to `to` (what the optimistic update shows). */
export function scoreAfterVote(score: number, from: UserVote, to: UserVote): number {
  return score - from + to;
}

/** Spec 3: the full name, else the email, else the fallback ('Anonymous' on cards, 'User' on comments). */
export function authorName(user: SuggestionAuthor | null | undefined, fallback: string): string {
  const full = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  if (full) return full;
  const email = user?.email?.trim();
  return email || fallback;
}
