import { useNavigate } from 'react-router';

/**
 * The browser router keeps its own position in the history (`idx`, 0 for the first page it saw in this
 * tab). Only above 0 is there a step back that stays inside the site: an address opened from an email
 * (and a login that replaced itself with it) has none, and going back would leave the site.
 */
export function hasStepBackInSite(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Closing a page shown over another: back one step inside the site, else to `fallback`. */
export function useCloseBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasStepBackInSite()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
