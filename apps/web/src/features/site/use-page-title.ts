import { useEffect } from 'react';

/** Sets the browser tab title of a public page ("{title} | IronMatch"). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | IronMatch` : 'IronMatch | Heavy equipment parts network';
  }, [title]);
}
