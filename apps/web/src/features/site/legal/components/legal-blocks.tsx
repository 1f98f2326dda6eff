import { Table } from 'react-bootstrap';
import type { LegalBlock } from '../legal-document';
import { LegalInlineText } from './legal-inline-text';

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <LegalInlineText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    const items = block.list.map((item, i) => (
      <li key={i}>
        <LegalInlineText text={item} />
      </li>
    ));
    return block.ordered ? (
      <ol className="im-legal-list">{items}</ol>
    ) : (
      <ul className="im-legal-list">{items}</ul>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      // Focusable so keyboard users can scroll a wide table on a narrow screen.
      <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={caption}>
        <Table bordered size="sm" className="im-legal-table mb-0">
          <caption>{caption}</caption>
          <thead className="table-light">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c} data-label={head[c]}>
                    <LegalInlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    );
  }
  if ('note' in block) {
    return (
      <p className="im-legal-note">
        <LegalInlineText text={block.note} />
      </p>
    );
  }
  return (
    <address className="im-legal-address">
      {block.address.map((line, i) => (
        <span key={i} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <LegalBlockView key={i} block={block} />
      ))}
    </>
  );
}
