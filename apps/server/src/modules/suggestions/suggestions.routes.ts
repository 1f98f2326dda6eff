import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';

export async function suggestionsRoutes(_app: ApiApp, _ctx: AppContext): Promise<void> {}
