import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchPath } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, loadRouteModules } from './app/router';
import { installChunkReload, isChunkLoadError, reloadForNewBuild } from './lib/chunk-reload';
import { getAccessToken, getRefreshToken } from './lib/session';
import './styles/theme.scss';
import './styles/app.scss';

installChunkReload();
const container = document.getElementById('root')!;
const pathname = window.location.pathname.length > 1 ? window.location.pathname.replace(/\/+$/, '') : '/';

// Not a top-level await: while the entry awaits, any module that imports it back (a chunk cycle the
// bundler may make) cannot finish, and the route chunks waiting on it would never load.
// A chunk of this page that fails to load reloads once to the new build (lib/chunk-reload.ts); if it
// reloaded lately, the router starts anyway and its error page says what happened.
void loadRouteModules(pathname)
  .then(
    () => true,
    (err: unknown) => !(isChunkLoadError(err) && reloadForNewBuild()),
  )
  .then((start) => {
    if (!start) return;
    const router = createAppRouter();
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );

    // A prerendered page (apps/web/build/prerender.ts) is the guest's view of this address (its route
    // pattern when one page serves many addresses): a guest's browser takes it over as it is; anyone
    // else gets the page rendered anew.
    const prerenderedFor = container.dataset.prerendered;
    const prerendered =
      prerenderedFor !== undefined &&
      matchPath({ path: prerenderedFor, caseSensitive: true }, pathname) !== null;
    if (prerendered && !getAccessToken() && !getRefreshToken()) {
      // As a transition React hydrates in slices and lets the phone answer in between, instead of one
      // long task; the page is on screen already.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  });
