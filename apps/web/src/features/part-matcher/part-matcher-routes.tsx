import { Navigate, type RouteObject } from 'react-router';

/** Part matcher pages (spec marketplace 2), each its own lazily loaded chunk. */
export const partMatcherRoutes: RouteObject[] = [
  {
    path: 'partmatcher/partsearch',
    lazy: async () => ({ Component: (await import('./part-search-page')).PartSearchPage }),
  },
  {
    path: 'partmatcher/browseparts',
    lazy: async () => ({ Component: (await import('./browse-parts-page')).BrowsePartsPage }),
  },
  {
    path: 'partmatcher/partsearchresult',
    lazy: async () => ({ Component: (await import('./part-search-results-page')).PartSearchResultsPage }),
  },
  {
    path: 'partmatcher/generalrequest',
    lazy: async () => ({ Component: (await import('./general-request-page')).GeneralRequestPage }),
  },
  // The home page links here; the page itself lives at /partmatcher/generalrequest.
  { path: 'partmatcher/generalpartrequest', element: <Navigate to="/partmatcher/generalrequest" replace /> },
  {
    path: 'partmatcher/guestbrowseparts',
    lazy: async () => ({ Component: (await import('./guest-browse-parts-page')).GuestBrowsePartsPage }),
  },
  {
    path: 'partmatcher/guestpartsearch/:partNumber?',
    lazy: async () => ({ Component: (await import('./guest-part-search-page')).GuestPartSearchPage }),
  },
  {
    path: 'netcomonly/partsearches',
    lazy: async () => ({ Component: (await import('./part-searches-feed-page')).AllPartSearchesPage }),
  },
  {
    path: 'netcomonly/partsearchesbycompany',
    lazy: async () => ({ Component: (await import('./part-searches-feed-page')).PartSearchesByCompanyPage }),
  },
  {
    path: 'netcomonly/generalrequests',
    lazy: async () => ({ Component: (await import('./general-requests-feed-page')).GeneralRequestsFeedPage }),
  },
];
