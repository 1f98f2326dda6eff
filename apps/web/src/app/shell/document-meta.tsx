import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_TITLE, documentTitle, pageTitleFor, publicPageMeta } from '../page-meta';

const DEFAULT_DESCRIPTION =
  'IronMatch: the parts-locating network and marketplace for heavy construction equipment.';

/**
 * Keeps the tab title, the description and the robots rule in step with the address while the user
 * moves through the app. The prerendered pages already carry theirs in the HTML; pages whose title
 * depends on their data (a message, a coming-soon page) set it themselves.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitleFor(pathname);
    if (title !== undefined) document.title = documentTitle(title);
    else if (!document.title) document.title = SITE_TITLE;
    const page = publicPageMeta(pathname);
    setMeta('description', page?.description ?? DEFAULT_DESCRIPTION);
    // Only the public pages are for search engines; member pages and data pages are not.
    setMeta('robots', page ? 'index, follow' : 'noindex');
  }, [pathname]);
  return null;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}
