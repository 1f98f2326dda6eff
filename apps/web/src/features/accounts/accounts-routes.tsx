import type { RouteObject } from 'react-router';

export const accountsRoutes: RouteObject[] = [];
