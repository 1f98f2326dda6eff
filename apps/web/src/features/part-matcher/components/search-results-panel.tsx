import { useMemo, useState, type ReactNode } from 'react';
import { Button, Form, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { RESULT_SORTS, isResultSort, type ResultSort } from '../results-sort';
import { ResultSortContext } from '../results-sort-context';
import { downloadCsv, resultsCsv, type ResultGroup } from '../results-csv';
import { PartDealerMatrix } from './part-dealer-matrix';
import { resultGroupsOf } from './part-chip';
import type { MultiSearchResult, SingleSearchResult } from '../api';

type View = 'list' | 'matrix';

/**
 * Tools over one search answer (issue 10, items 9 and 10): the order of every result table, the
 * "part x dealer" matrix of a multi-part answer, and the CSV export of what was found.
 * `children` are the answer's result tables (the list view).
 */
export function SearchResultsPanel({
  result,
  children,
}: {
  result: SingleSearchResult | MultiSearchResult;
  children: ReactNode;
}) {
  const groups: ResultGroup[] = useMemo(() => resultGroupsOf(result), [result]);
  const [sort, setSort] = useState<ResultSort>('best');
  const [view, setView] = useState<View>('list');
  const multi = groups.length > 1;
  const total = useMemo(() => groups.reduce((n, g) => n + g.parts.length, 0), [groups]);

  const exportCsv = () => {
    const day = new Date().toISOString().slice(0, 10);
    const name = multi ? `${groups.length}-part-numbers` : (groups[0]?.partNumber ?? 'parts');
    downloadCsv(`part-search-${name}-${day}.csv`, resultsCsv(groups));
  };

  return (
    <>
      {total > 0 && (
        <div
          className="d-flex flex-wrap align-items-center gap-2 mb-3 pm-results-toolbar"
          role="group"
          aria-label="Result tools"
        >
          <Form.Group controlId="pm-results-sort" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 text-nowrap small fw-semibold">Sort by</Form.Label>
            <Form.Select
              size="sm"
              value={sort}
              onChange={(e) => isResultSort(e.target.value) && setSort(e.target.value)}
              disabled={view === 'matrix'}
            >
              {RESULT_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {multi && (
            <ToggleButtonGroup
              type="radio"
              name="pm-results-view"
              value={view}
              onChange={(v: View) => setView(v)}
              size="sm"
            >
              <ToggleButton id="pm-view-list" value="list" variant="outline-dark">
                List
              </ToggleButton>
              <ToggleButton id="pm-view-matrix" value="matrix" variant="outline-dark">
                Part x dealer
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <Button size="sm" variant="outline-dark" className="ms-sm-auto" onClick={exportCsv}>
            Export CSV
          </Button>
        </div>
      )}
      <ResultSortContext.Provider value={sort}>
        {multi && view === 'matrix' ? <PartDealerMatrix groups={groups} /> : children}
      </ResultSortContext.Provider>
    </>
  );
}
