import { useState } from 'react';
import { Alert, Button, Card, Form, Table } from 'react-bootstrap';
import type { CrossReferenceLoad } from '@ironmatch/contracts/operator-tools';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { errorText } from '../../lib/api-client';
import { useSearchPage } from '../../lib/use-search-page';
import {
  ADMIN_CROSS_REFERENCE_PAGE_SIZE,
  useAdminCrossReferences,
  useUploadCrossReferences,
} from './admin-tools-api';

const COLUMNS = 'from_part_number, from_manufacturer, to_part_number, to_manufacturer, kind, serial_note';

/** "Line 4: The kind must be ..." -> [4, "The kind must be ..."] (the loader's sentences, as the CLI prints them). */
function splitLine(sentence: string): [string, string] {
  const match = /^Line (\d+): (.*)$/s.exec(sentence);
  return match ? [match[1]!, match[2]!] : ['', sentence];
}

function LoadResult({ load }: { load: CrossReferenceLoad }) {
  return (
    <div aria-live="polite">
      <Alert variant={load.refusedRows > 0 ? 'warning' : 'success'} className="mb-3">
        {load.summary}
      </Alert>
      {load.refused.length > 0 && (
        <Table size="sm" bordered responsive className="im-admin-table mb-0" aria-label="Refused rows">
          <thead>
            <tr>
              <th scope="col" style={{ width: '5rem' }}>
                Line
              </th>
              <th scope="col">Why it was refused</th>
            </tr>
          </thead>
          <tbody>
            {load.refused.map((sentence, i) => {
              const [line, problem] = splitLine(sentence);
              return (
                <tr key={i}>
                  <td>{line}</td>
                  <td className="text-break">{problem}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function UploadCard() {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const upload = useUploadCrossReferences();
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">Load a file</h2>
        <p className="small text-body-secondary">
          A CSV file whose first line names the columns {COLUMNS}. Every row is checked; the refused ones are
          listed with their line and the others are added together.
        </p>
        <Form
          className="d-flex flex-wrap align-items-end gap-3 mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) upload.mutate({ file, dryRun });
          }}
        >
          <Form.Group controlId="xref-file" className="flex-fill" style={{ minWidth: '14rem' }}>
            <Form.Label className="fw-semibold">CSV file</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile((e.target as HTMLInputElement).files?.[0] ?? null);
                upload.reset();
              }}
            />
          </Form.Group>
          <Form.Check
            id="xref-dry-run"
            className="mb-2"
            label="Check only (dry run)"
            checked={dryRun}
            onChange={(e) => setDryRun(e.target.checked)}
          />
          <Button type="submit" variant="primary" disabled={!file || upload.isPending}>
            {upload.isPending ? 'Loading…' : dryRun ? 'Check file' : 'Load file'}
          </Button>
        </Form>
        {upload.isError && (
          <Alert variant="danger" className="mb-0" role="alert">
            {errorText(upload.error, 'The file could not be loaded.')}
          </Alert>
        )}
        {upload.data && <LoadResult load={upload.data} />}
      </Card.Body>
    </Card>
  );
}

const KIND_LABELS = {
  supersedes: 'Supersedes',
  interchangeable: 'Interchangeable',
  aftermarket: 'Aftermarket',
};

/**
 * /admin/cross-references: the operators' part-number cross-references (issue 29), loaded from a CSV
 * file as `npm run admin -- load-cross-references` does, and listed with a search by part number.
 */
export function CrossReferencesPage() {
  const { q, page, setQ, setPage } = useSearchPage();
  const list = useAdminCrossReferences(q, page);
  const pages = Math.ceil((list.data?.count ?? 0) / ADMIN_CROSS_REFERENCE_PAGE_SIZE);
  return (
    <>
      <h1 className="h3 mb-3">Cross-references</h1>
      <UploadCard />
      <h2 className="h5">The operators’ cross-references</h2>
      <div className="mb-3" style={{ maxWidth: 480 }}>
        <SearchBox
          id="xref-search"
          label="Search by part number (either side)"
          placeholder="e.g. 1R-0716"
          value={q}
          onChange={setQ}
        />
      </div>
      {list.error && (
        <p className="text-danger">{errorText(list.error, 'Could not load the cross-references.')}</p>
      )}
      {list.data && (
        <p className="text-body-secondary small" aria-live="polite">
          {list.data.count} cross-reference{list.data.count === 1 ? '' : 's'}
        </p>
      )}
      {list.data && list.data.crossReferences.length > 0 && (
        <Table size="sm" striped responsive className="im-admin-table" aria-label="Cross-references">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Kind</th>
              <th scope="col">To</th>
              <th scope="col">Serial note</th>
            </tr>
          </thead>
          <tbody>
            {list.data.crossReferences.map((x) => (
              <tr key={x.id}>
                <td className="text-nowrap">
                  {x.fromPartNumber}{' '}
                  {x.fromManufacturer && <span className="text-body-secondary">{x.fromManufacturer}</span>}
                </td>
                <td>{KIND_LABELS[x.kind]}</td>
                <td className="text-nowrap">
                  {x.toPartNumber}{' '}
                  {x.toManufacturer && <span className="text-body-secondary">{x.toManufacturer}</span>}
                </td>
                <td>{x.serialNote ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PagePager page={page} pages={pages} busy={list.isFetching} onPage={setPage} />
    </>
  );
}
