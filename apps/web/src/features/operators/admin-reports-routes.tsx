import type { ComponentType } from 'react';

/** An operators' page: its address and its lazily loaded component (the app adds the operator gate). */
export interface OperatorPage {
  path: string;
  load: () => Promise<ComponentType>;
}

/** The operators' reports queue (issue 30). */
export const adminReportsRoutes: OperatorPage[] = [
  { path: 'admin/reports', load: async () => (await import('./admin-reports-page')).AdminReportsPage },
];
