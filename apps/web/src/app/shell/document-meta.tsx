import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_TITLE, documentTitle, pageDescriptionFor, pageTitleFor } from '../page-meta';

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
    const { description, robots } = pageDescriptionFor(pathname);
    setMeta('description', description);
    setMeta('robots', robots);
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
