import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// **bold** or [label](href); nothing else is interpreted.
const INLINE_MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderLink(label: string, href: string, key: number): ReactNode {
  if (href.startsWith('/')) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  if (href.startsWith('https:')) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // #anchor, mailto: and tel: stay plain anchors.
  return (
    <a key={key} href={href}>
      {label}
    </a>
  );
}

/** Renders one paragraph string of a legal text with its inline marks. */
export function LegalInlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(<Fragment key={key++}>{text.slice(last, at)}</Fragment>);
    const [whole, bold, label = '', href = ''] = match;
    if (bold !== undefined) parts.push(<strong key={key++}>{bold}</strong>);
    else parts.push(renderLink(label, href, key++));
    last = at + whole.length;
  }
  if (last < text.length) parts.push(<Fragment key={key++}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
