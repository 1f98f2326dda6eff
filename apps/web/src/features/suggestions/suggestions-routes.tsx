import type { RouteObject } from 'react-router';

export const suggestionsRoutes: RouteObject[] = [];
