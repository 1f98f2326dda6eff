import { Badge, Form } from 'react-bootstrap';
import {
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  PART_NUMBER_MAX_LENGTH,
} from '@ironmatch/contracts/part-matcher-rules';
import type { ParsedPartList } from '../part-number-input';

/** The counter under the multi-part box: how the input was read, before the search runs. */
export function PartListReading({ parsed }: { parsed: ParsedPartList }) {
  const n = parsed.partNumbers.length;
  return (
    <Form.Text id="pm-part-numbers-help" className="d-block" aria-live="polite">
      <span data-testid="pm-part-count">
        {n} of {MULTI_PART_LIMIT} part numbers
      </span>
      {parsed.duplicates.length > 0 && `; ${parsed.duplicates.length} duplicate(s) removed`}
      {parsed.tooShort.length > 0 &&
        `; skipped (under ${MIN_PART_NUMBER_LENGTH} characters): ${parsed.tooShort.join(', ')}`}
      {parsed.tooLong.length > 0 &&
        `; skipped (over ${PART_NUMBER_MAX_LENGTH} characters): ${parsed.tooLong.join(', ')}`}
      {n > 0 && (
        <span className="d-block mt-1" data-testid="pm-part-reading">
          Read as:{' '}
          {parsed.partNumbers.map((pn, i) => (
            <Badge key={pn} bg="light" text="dark" className="border me-1 pm-nowrap">
              {i + 1}. {pn}
            </Badge>
          ))}
        </span>
      )}
    </Form.Text>
  );
}
