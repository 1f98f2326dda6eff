import { useSearchParams } from 'react-router';

/** The current page kept in `?page=` so Back and a reload return to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
