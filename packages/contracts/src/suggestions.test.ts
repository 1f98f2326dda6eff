import { describe, expect, it } from 'vitest';
import { authorName, scoreAfterVote, voteIntent } from './suggestions';

describe('suggestion vote rules', () => {
  it('removes a vote when the same direction is clicked, else casts it', () => {
    expect(voteIntent(1, 1)).toEqual({ kind: 'remove' });
    expect(voteIntent(-1, -1)).toEqual({ kind: 'remove' });
    expect(voteIntent(0, 1)).toEqual({ kind: 'cast', value: 1 });
    expect(voteIntent(1, -1)).toEqual({ kind: 'cast', value: -1 });
    expect(voteIntent(-1, 1)).toEqual({ kind: 'cast', value: 1 });
  });

  it('moves the score by the change of the own vote', () => {
    expect(scoreAfterVote(3, 0, 1)).toBe(4);
    expect(scoreAfterVote(3, 1, 0)).toBe(2);
    expect(scoreAfterVote(3, -1, 1)).toBe(5);
    expect(scoreAfterVote(0, 1, -1)).toBe(-2);
  });
});

describe('authorName', () => {
  it('prefers the full name, then the email, then the fallback', () => {
    expect(authorName({ firstName: 'Dana', lastName: 'Whitfield', email: 'd@x.test' }, 'Anonymous')).toBe(
      'Dana Whitfield',
    );
    expect(authorName({ firstName: ' Dana ', lastName: '', email: 'd@x.test' }, 'Anonymous')).toBe('Dana');
    expect(authorName({ firstName: '', lastName: null, email: 'd@x.test' }, 'Anonymous')).toBe('d@x.test');
    expect(authorName({ firstName: null, lastName: null, email: null }, 'User')).toBe('User');
    expect(authorName(null, 'Anonymous')).toBe('Anonymous');
  });
});
