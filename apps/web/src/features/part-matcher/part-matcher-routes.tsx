import type { RouteObject } from 'react-router';

export const partMatcherRoutes: RouteObject[] = [];
