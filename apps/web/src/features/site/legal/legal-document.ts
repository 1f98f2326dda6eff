/**
 * Shape of one legal text. Paragraph strings carry two inline marks only:
 * **bold** and [label](href), where href is a site path (/legal/...), an in-page #anchor,
 * mailto:, tel: or https:. Keeping content as data lets one component render every policy.
 */
export type LegalParagraph = string;

export type LegalBlock =
  | LegalParagraph
  | { list: LegalParagraph[]; ordered?: boolean }
  | { table: { caption: string; head: string[]; rows: LegalParagraph[][] } }
  | { note: LegalParagraph }
  | { address: string[] };

export interface LegalSubsection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
  subsections?: LegalSubsection[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  effectiveDate: string;
  /** One or two sentences shown under the title. */
  summary: string;
  /** Paragraphs before the numbered sections. */
  intro: LegalBlock[];
  sections: LegalSection[];
}
