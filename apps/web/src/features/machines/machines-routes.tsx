import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/require-auth';

/** Dismantled machines (issue 28): the buyers' list and page (company), the guests' (public), the dealer's manager (member). */
export const machinesRoutes: RouteObject[] = [
  {
    path: 'machines/guest',
    lazy: async () => {
      const { MachinesListPage } = await import('./machines-list-page');
      return { element: <MachinesListPage key="guest" guest /> };
    },
  },
  {
    path: 'machines/guest/:id',
    lazy: async () => {
      const { MachineDetailPage } = await import('./machine-detail-page');
      return { element: <MachineDetailPage key="guest" guest /> };
    },
  },
  {
    path: 'machines/manage',
    lazy: async () => {
      const { ManageMachinesPage } = await import('./manage-machines-page');
      return {
        element: (
          <RequireAuth company>
            <ManageMachinesPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'machines',
    lazy: async () => {
      const { MachinesListPage } = await import('./machines-list-page');
      return {
        element: (
          <RequireAuth company>
            <MachinesListPage key="company" guest={false} />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'machines/:id',
    lazy: async () => {
      const { MachineDetailPage } = await import('./machine-detail-page');
      return {
        element: (
          <RequireAuth company>
            <MachineDetailPage key="company" guest={false} />
          </RequireAuth>
        ),
      };
    },
  },
];
