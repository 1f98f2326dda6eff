import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchPage } from './use-search-page';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useSearchPage(), location: useLocation() }), { wrapper });
}

describe('a list’s search and page in the address', () => {
  it('reads them, keeps the search across pages and starts a new search on page 1', () => {
    const { result } = setup('/admin/users?q=smith&page=3');
    expect(result.current.list).toMatchObject({ q: 'smith', page: 3 });
    act(() => result.current.list.setPage(4));
    expect(result.current.location.search).toBe('?q=smith&page=4');
    act(() => result.current.list.setQ('pat@'));
    expect(result.current.location.search).toBe('?q=pat%40');
    expect(result.current.list).toMatchObject({ q: 'pat@', page: 1 });
    act(() => result.current.list.setQ(''));
    expect(result.current.location.search).toBe('');
  });

  it('reads a missing or broken page as page 1', () => {
    expect(setup('/x?page=abc').result.current.list.page).toBe(1);
    expect(setup('/x?page=-2').result.current.list.page).toBe(1);
  });
});
