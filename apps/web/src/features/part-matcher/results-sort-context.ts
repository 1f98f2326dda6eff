import { createContext, useContext } from 'react';
import type { ResultSort } from './results-sort';

/**
 * The order every result table of one search answer uses: set once by the results toolbar
 * (components/search-results-panel.tsx), read by each table, so a 20-part answer sorts as one.
 */
export const ResultSortContext = createContext<ResultSort>('best');

export function useResultSort(): ResultSort {
  return useContext(ResultSortContext);
}
