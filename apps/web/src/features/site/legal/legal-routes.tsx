import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [];
