import type { RouteObject } from 'react-router';

export const suggestionsRoutes: RouteObject[] = [
  {
    path: 'suggestions',
    lazy: async () => ({ Component: (await import('./suggestions-page')).SuggestionsPage }),
  },
];
