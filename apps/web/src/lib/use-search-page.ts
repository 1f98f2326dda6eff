import { useSearchParams } from 'react-router';

/**
 * A searchable, paged list's state kept in the address (`?q=…&page=…`), so a reload, a shared link or
 * Back shows the same page. A new search goes back to page 1; page 1 and an empty search are left out.
 */
export function useSearchPage(): {
  q: string;
  page: number;
  setQ: (q: string) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (nextQ: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true });
  };
  return { q, page, setQ: (v) => go(v, 1), setPage: (p) => go(q, p) };
}
