import { z } from 'zod';
import {
  ALL_CONDITIONS,
  ALL_MANUFACTURERS,
  MIN_DESCRIPTION_LENGTH,
  MIN_PART_NUMBER_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher-rules';
import type { PartSearchInput } from './api';
import { parsePartNumberList } from './part-number-input';

export type Mode = 'single' | 'multi';

/** The Part Search form as typed: one part number or a list of up to 20, and the filters. */
export const searchFormSchema = z
  .object({
    mode: z.enum(['single', 'multi']),
    partNumber: z.string(),
    partNumbers: z.string(),
    description: z.string(),
    manufacturer: z.string(),
    condition: z.string(),
    addComment: z.boolean(),
    comments: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'single' && normalizePartNumber(v.partNumber).length < MIN_PART_NUMBER_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['partNumber'], message: M.partNumberTooShort });
    }
    if (v.mode === 'single' && normalizePartNumber(v.partNumber).length > PART_NUMBER_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['partNumber'], message: M.partNumberTooLong });
    }
    if (v.mode === 'multi') {
      const error = parsePartNumberList(v.partNumbers).error;
      if (error) ctx.addIssue({ code: 'custom', path: ['partNumbers'], message: error });
    }
    const description = v.description.trim();
    if (description !== '' && description.length < MIN_DESCRIPTION_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: M.descriptionTooShort });
    }
  });
export type SearchForm = z.infer<typeof searchFormSchema>;

export const SEARCH_FORM_DEFAULTS: SearchForm = {
  mode: 'single',
  partNumber: '',
  partNumbers: '',
  description: '',
  manufacturer: ALL_MANUFACTURERS,
  condition: ALL_CONDITIONS,
  addComment: false,
  comments: '',
};

/** One search as sent: a single part number, or the list of the multi-part mode (DECISIONS.md). */
export type Search =
  | (PartSearchInput & { mode: 'single' })
  | (Omit<PartSearchInput, 'partNumber'> & { mode: 'multi'; partNumbers: string[] });
