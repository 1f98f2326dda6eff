import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Container,
  Form,
  Row,
  Spinner,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  ALL_MANUFACTURERS,
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  DESCRIPTION_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  SEARCH_COMMENTS_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher-rules';
import { zodResolver } from '../../lib/zod-resolver';
import { RequireAuth } from '../../lib/require-auth';
import { useMultiPartSearch, usePartSearch, type MultiSearchResult, type SingleSearchResult } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { PartListReading } from './components/part-list-reading';
import { MultiResults, SingleResults } from './components/part-search-results';
import { SearchErrorAlert } from './components/search-error-alert';
import { ConditionSelect, ManufacturerSelect } from './components/search-selects';
import { parsePartNumberList, pastedPartNumbers } from './part-number-input';
import {
  SEARCH_FORM_DEFAULTS,
  searchFormSchema,
  type Mode,
  type Search,
  type SearchForm,
} from './part-search-form';
import { useSearchHistory } from './search-history';
import { SearchResultsPanel } from './components/search-results-panel';
import { SearchQuotesSlot } from '../../lib/quote-actions';
import { quoteTargetOf } from './quote-target';
import { PartSearchMachines } from './components/part-search-machines';

/** /partmatcher/partsearch (spec marketplace 2), with the multi-part mode of DECISIONS.md. */
/**
 * Brings the results into view and moves focus there (issue 21, item 13): focus alone does not scroll
 * when the top of the results already peeks above the fold, so the page looked unchanged.
 */
function showResults(el: HTMLElement | null) {
  if (!el) return;
  el.focus({ preventScroll: true });
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

export function PartSearchPage() {
  return (
    <RequireAuth company verified>
      <PartSearch />
    </RequireAuth>
  );
}

function PartSearch() {
  const [params, setParams] = useSearchParams();
  const single = usePartSearch();
  const multi = useMultiPartSearch();
  const [result, setResult] = useState<SingleSearchResult | MultiSearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<Search | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({ resolver: zodResolver(searchFormSchema), defaultValues: SEARCH_FORM_DEFAULTS });
  const mode = watch('mode');
  const addComment = watch('addComment');
  const partNumbersText = watch('partNumbers');
  const parsed = useMemo(() => parsePartNumberList(partNumbersText), [partNumbersText]);
  const pending = single.isPending || multi.isPending;
  const quoteTarget = useMemo(() => (result ? quoteTargetOf(result) : null), [result]);

  const history = useSearchHistory<SearchForm, Search, SingleSearchResult | MultiSearchResult>();
  const { stored, saveForm, recordSearch } = history;

  const run = useCallback(
    async (search: Search, options: { clearAddress?: boolean } = {}) => {
      setLast(search);
      setError(null);
      try {
        const next =
          search.mode === 'single' ? await single.mutateAsync(search) : await multi.mutateAsync(search);
        setResult(next);
        recordSearch(getValues(), search, next, options);
        requestAnimationFrame(() => showResults(resultsRef.current));
      } catch (err) {
        setResult(null);
        setError(errorText(err, M.fetchResultsFailed, { network: M.networkError101 }));
        if (options.clearAddress) setParams({}, { replace: true });
      }
    },
    // The mutation objects change every render; their mutateAsync functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [single.mutateAsync, multi.mutateAsync, recordSearch, getValues, setParams],
  );

  // Reload or Back: this history entry's search, form and results come back as they were (item 7).
  useEffect(() => {
    if (!stored) return;
    reset(stored.form);
    setResult(stored.result ?? null);
    setLast(stored.search ?? null);
    setError(null);
  }, [stored, reset]);

  // What is typed survives a reload too (a pasted 20-number list), before any search.
  useEffect(() => {
    const sub = watch((values) => saveForm({ ...SEARCH_FORM_DEFAULTS, ...values } as SearchForm));
    return () => sub.unsubscribe();
  }, [watch, saveForm]);

  // ?partNumber=&description= search at once, then leave the address (spec marketplace 2); a browse
  // row also sends its make and source=browse (saved as from browse, no dealer emailed).
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current) return;
    const partNumber = normalizePartNumber(params.get('partNumber') ?? '');
    const description = params.get('description') ?? '';
    const manufacturer = params.get('manufacturer') || ALL_MANUFACTURERS;
    const source = params.get('source') === 'browse' ? ('browse' as const) : undefined;
    if (!params.has('partNumber') && !params.has('description')) return;
    autoSearched.current = true;
    reset({ ...SEARCH_FORM_DEFAULTS, partNumber, description, manufacturer });
    if (partNumber.length >= MIN_PART_NUMBER_LENGTH)
      void run({ mode: 'single', partNumber, description, manufacturer, source }, { clearAddress: true });
    else setParams({}, { replace: true });
  }, [params, reset, run, setParams]);

  const onSubmit = handleSubmit((v) => {
    const common = {
      description: v.description,
      manufacturer: v.manufacturer,
      condition: v.condition,
      comments: v.addComment ? v.comments : undefined,
    };
    if (v.mode === 'single')
      void run({ mode: 'single', partNumber: normalizePartNumber(v.partNumber), ...common });
    else void run({ mode: 'multi', partNumbers: parsePartNumberList(v.partNumbers).partNumbers, ...common });
  });

  // "Did you mean" (issue 29): one click searches the suggestion alone, with the last search's filters.
  const searchSuggestion = (partNumber: string) => {
    const { manufacturer, condition, description, comments } = last ?? {};
    setValue('mode', 'single');
    setValue('partNumber', partNumber);
    void run({ mode: 'single', partNumber, manufacturer, condition, description, comments });
  };

  // A column or row pasted from a spreadsheet into the one-part box is several numbers (issue 29): the
  // multi-part box takes them, one per line, never glued into one number.
  const onPartNumberPaste = (e: React.ClipboardEvent<HTMLInputElement>) => {
    const list = pastedPartNumbers(e.clipboardData.getData('text'));
    if (!list || list.length < 2) return;
    e.preventDefault();
    setValue('mode', 'multi');
    setValue('partNumbers', list.join('\n'), { shouldValidate: Boolean(errors.partNumbers) });
  };

  const partNumberField = register('partNumber', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('partNumber', normalizePartNumber(e.target.value), {
        shouldValidate: Boolean(errors.partNumber),
      }),
  });

  return (
    <>
      <PageHeader title="Part Search">
        Search every dealer's inventory by part number, or up to {MULTI_PART_LIMIT} part numbers at once.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <Card className="mb-4">
          <Card.Body>
            <Form noValidate onSubmit={onSubmit} aria-label="Part search">
              <ToggleButtonGroup
                type="radio"
                name="pm-search-mode"
                value={mode}
                onChange={(m: Mode) => setValue('mode', m)}
                className="mb-3"
              >
                <ToggleButton id="pm-mode-single" value="single" variant="outline-dark">
                  One part
                </ToggleButton>
                <ToggleButton id="pm-mode-multi" value="multi" variant="outline-dark">
                  Multiple parts
                </ToggleButton>
              </ToggleButtonGroup>
              <Row className="g-3">
                {mode === 'single' ? (
                  <Col md={6} lg={3}>
                    <Form.Group controlId="pm-part-number">
                      <Form.Label>Part Number</Form.Label>
                      <Form.Control
                        {...partNumberField}
                        onPaste={onPartNumberPaste}
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        isInvalid={Boolean(errors.partNumber)}
                        placeholder="e.g. 1R0750"
                        maxLength={PART_NUMBER_MAX_LENGTH}
                      />
                      <Form.Control.Feedback type="invalid">
                        {errors.partNumber?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                ) : (
                  <Col xs={12}>
                    <Form.Group controlId="pm-part-numbers">
                      <Form.Label>Part Numbers</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={4}
                        {...register('partNumbers')}
                        spellCheck={false}
                        isInvalid={
                          Boolean(errors.partNumbers) || parsed.partNumbers.length > MULTI_PART_LIMIT
                        }
                        aria-describedby="pm-part-numbers-help"
                        placeholder={
                          'One per line, or separated by commas or tabs (paste a spreadsheet row or column), e.g.\n1R0750\n6I2503, 600-211-1340'
                        }
                      />
                      <Form.Control.Feedback type="invalid">
                        {errors.partNumbers?.message ?? parsed.error}
                      </Form.Control.Feedback>
                      <PartListReading parsed={parsed} />
                    </Form.Group>
                  </Col>
                )}
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <Form.Group controlId="pm-description">
                    <Form.Label>Description</Form.Label>
                    <Form.Control
                      {...register('description')}
                      isInvalid={Boolean(errors.description)}
                      placeholder="e.g. Oil filter"
                      maxLength={DESCRIPTION_MAX_LENGTH}
                      aria-describedby="pm-description-help"
                    />
                    <Form.Control.Feedback type="invalid">
                      {errors.description?.message}
                    </Form.Control.Feedback>
                    <Form.Text id="pm-description-help" className="d-block">
                      {M.descriptionHelp}
                    </Form.Text>
                  </Form.Group>
                </Col>
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <ManufacturerSelect
                    id="pm-manufacturer"
                    value={watch('manufacturer')}
                    onChange={(v) => setValue('manufacturer', v)}
                  />
                </Col>
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <ConditionSelect
                    id="pm-condition"
                    value={watch('condition')}
                    onChange={(v) => setValue('condition', v)}
                  />
                </Col>
                <Col xs={12}>
                  <Form.Check
                    type="checkbox"
                    id="pm-add-comment"
                    label="Add Comment"
                    {...register('addComment')}
                  />
                  {addComment && (
                    <Form.Group controlId="pm-comments" className="mt-2">
                      <Form.Label>Comments</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={3}
                        {...register('comments')}
                        maxLength={SEARCH_COMMENTS_MAX_LENGTH}
                        placeholder="Anything the dealers should know: serial number, quantity, deadline..."
                      />
                    </Form.Group>
                  )}
                </Col>
                <Col xs={12}>
                  <Button type="submit" variant="primary" className="px-4" disabled={pending}>
                    {pending && <Spinner size="sm" className="me-2" aria-hidden />}
                    Search
                  </Button>
                </Col>
              </Row>
            </Form>
          </Card.Body>
        </Card>

        <div ref={resultsRef} tabIndex={-1} aria-live="polite" className="pm-results-anchor">
          {error && (
            <SearchErrorAlert
              message={error}
              onContinue={last ? () => void run({ ...last, approved: true }) : undefined}
            />
          )}
          {quoteTarget && <SearchQuotesSlot key={quoteTarget.partSearchId} target={quoteTarget} />}
          {result && (
            <SearchResultsPanel result={result}>
              {result.kind === 'single' && <SingleResults result={result} onSearch={searchSuggestion} />}
              {result.kind === 'single' && <PartSearchMachines machines={result.machines} />}
              {result.kind === 'multi' && <MultiResults result={result} onSearch={searchSuggestion} />}
            </SearchResultsPanel>
          )}
        </div>
      </Container>
    </>
  );
}
