import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion, SuggestionComment } from '@ironmatch/contracts/suggestions';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/session';
import { useSuggestions } from './api';
import { CommentsModal } from './components/comments-modal';
import { SuggestionCard } from './components/suggestion-card';
import { stubFetch, type SeenRequest } from '../../test/fetch-stub';

/** An unsigned token that decodes as valid for an hour: the client only reads its claims. */
function fakeAccessToken(): string {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: '00000000-0000-4000-8000-000000000001', companyId: 3, memid: null, email_verified: true, exp })}.sig`;
}

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 1,
    suggestion: 'Show <b>stock</b> counts',
    createdAt: '2025-03-01T12:00:00.000Z',
    upvoteCount: 3,
    userVote: 0,
    commentCount: 2,
    User: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.test' },
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

interface Deferred {
  resolve(res: Response): void;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch stub: GET list answers `list`; every other call waits until the test answers it. */
function stubListAndHold(list: Suggestion[]) {
  const pending: Array<SeenRequest & { answer: Deferred }> = [];
  const { mock: fetchMock } = stubFetch((request) => {
    if (request.method === 'GET' && request.url.startsWith('/api/suggestions?'))
      return json(200, { status: 200, data: { suggestions: list } });
    return new Promise<Response>((resolve) => pending.push({ ...request, answer: { resolve } }));
  });
  return { pending, fetchMock };
}

function Board() {
  const list = useSuggestions({ sortBy: 'upvoteCount', sortOrder: 'DESC', q: '' });
  return (
    <>
      {list.data?.map((s) => (
        <SuggestionCard key={s.id} suggestion={s} onOpenComments={() => undefined} />
      ))}
    </>
  );
}

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

async function card(text = 'Show <b>stock</b> counts') {
  return (await screen.findByText(text)).closest('article') as HTMLElement;
}
const score = (el: HTMLElement) => within(el).getByTestId('suggestion-score').textContent;

describe('suggestion card votes', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the text as text and the author, then votes up at once and takes the server score', async () => {
    const { pending } = stubListAndHold([suggestion()]);
    renderWithClient(<Board />);
    const el = await card();
    expect(el.querySelector('b')).toBeNull();
    expect(within(el).getByText('Dana Whitfield')).toBeInTheDocument();
    const up = within(el).getByRole('button', { name: 'Vote up' });
    const down = within(el).getByRole('button', { name: 'Vote down' });
    expect(up).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(up);
    expect(score(el)).toBe('4');
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(up).toBeDisabled();
    expect(down).toBeDisabled();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: 'POST', url: '/api/suggestions/1/vote', body: { value: 1 } });

    pending[0]!.answer.resolve(json(200, { status: 200, data: { score: 9, userVote: 1 } }));
    await waitFor(() => expect(score(el)).toBe('9'));
    expect(up).toBeEnabled();
    expect(up).toHaveAttribute('aria-pressed', 'true');
  });

  it("rolls the vote back and says 'Failed to vote' when the call fails", async () => {
    const { pending } = stubListAndHold([suggestion({ upvoteCount: -1, userVote: -1 })]);
    renderWithClient(<Board />);
    const el = await card();
    const up = within(el).getByRole('button', { name: 'Vote up' });
    const down = within(el).getByRole('button', { name: 'Vote down' });
    expect(down).toHaveAttribute('aria-pressed', 'true');

    // Switching from down to up moves the score by two at once.
    await userEvent.click(up);
    expect(score(el)).toBe('1');
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.answer.resolve(json(500, { status: 500, message: 'Something went wrong on our side.' }));

    expect(await within(el).findByRole('alert')).toHaveTextContent('Failed to vote');
    expect(score(el)).toBe('-1');
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(up).toBeEnabled();
  });

  it("removes the own vote with DELETE when the same arrow is clicked, rolling back with 'Failed to remove vote'", async () => {
    const { pending } = stubListAndHold([suggestion({ upvoteCount: 5, userVote: 1 })]);
    renderWithClient(<Board />);
    const el = await card();
    const up = within(el).getByRole('button', { name: 'Vote up' });

    await userEvent.click(up);
    expect(score(el)).toBe('4');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: 'DELETE', url: '/api/suggestions/1/vote' });
    pending[0]!.answer.resolve(json(503, { status: 503, message: 'The database is not reachable.' }));

    expect(await within(el).findByRole('alert')).toHaveTextContent('Failed to remove vote');
    expect(score(el)).toBe('5');
    expect(up).toHaveAttribute('aria-pressed', 'true');

    // A second try that succeeds takes the server's score.
    await userEvent.click(up);
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!.answer.resolve(json(200, { status: 200, data: { score: 2, userVote: 0 } }));
    await waitFor(() => expect(score(el)).toBe('2'));
    expect(within(el).queryByRole('alert')).toBeNull();
  });

  it('keeps each card independent: only the voting card is disabled', async () => {
    stubListAndHold([suggestion(), suggestion({ id: 2, suggestion: 'Second idea', User: null })]);
    renderWithClient(<Board />);
    const first = await card();
    const second = await card('Second idea');
    expect(within(second).getByText('Anonymous')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Vote down' }));
    expect(score(first)).toBe('2');
    expect(within(first).getByRole('button', { name: 'Vote up' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Vote up' })).toBeEnabled();
  });
});

describe('comments modal', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists comments, keeps Post disabled while empty and puts a new comment on top', async () => {
    const existing: SuggestionComment[] = [
      {
        id: 11,
        body: 'Older comment',
        createdAt: '2025-03-02T00:00:00.000Z',
        User: null,
        hidden: false,
        hiddenReason: null,
      },
    ];
    const posted: SuggestionComment = {
      id: 12,
      body: 'Fresh comment',
      createdAt: '2025-03-03T00:00:00.000Z',
      User: { firstName: null, lastName: null, email: 'sam@example.test' },
      hidden: false,
      hiddenReason: null,
    };
    const { seen } = stubFetch((request) => {
      if (request.method === 'GET') return json(200, { status: 200, data: { comments: existing } });
      expect(request.body).toEqual({ body: 'Fresh comment' });
      expect(request.url).toBe('/api/suggestions/1/comments');
      return json(201, { status: 201, data: { comment: posted } });
    });
    renderWithClient(<CommentsModal show suggestion={suggestion()} onHide={() => undefined} />);

    expect(await screen.findByText('Older comment')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Add a comment...'), '   ');
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Add a comment...'), 'Fresh comment  ');
    expect(post).toBeEnabled();
    await userEvent.click(post);

    await screen.findByText('Fresh comment');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Fresh comment');
    expect(items[0]).toContain('sam@example.test');
    expect(items[1]).toContain('Older comment');
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it("says 'No suggestion selected.' without a suggestion", () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithClient(<CommentsModal show suggestion={null} onHide={() => undefined} />);
    expect(screen.getByText('No suggestion selected.')).toBeInTheDocument();
  });
});
