import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { authEndpoints as api } from '@ironmatch/contracts/auth-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { authRateLimit, loginEmailRateLimit } from './auth-rate-limits';
import { createAuthService } from './auth.service';
import { passwordHasher } from './password-hasher';

/** Sign-up, login, sessions, passwords and email verification (spec accounts 5, 7). */
export async function authRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createAuthService({
    db: ctx.database.db,
    tokens: ctx.tokens,
    passwords: passwordHasher,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
    pokeJobs: () => ctx.jobs.poke(),
  });
  const limited = { config: authRateLimit(ctx.config) };
  const message = (text: string) => ({ status: 200, message: text });

  route(app, api.register, limited, async (request) =>
    ok(await service.register(request.body), AUTH_MESSAGES.registered, 201),
  );
  route(app, api.login, { ...limited, preHandler: loginEmailRateLimit(app, ctx.config) }, async (request) =>
    ok(await service.login(request.body), AUTH_MESSAGES.loggedIn),
  );
  route(app, api.refresh, async (request) => ok(await service.refresh(request.body)));
  // Always 200: logging out must never fail from the user's point of view.
  route(app, api.logout, async (request) => {
    await service.logout(request.body?.refreshToken ?? null, request.auth);
    return message(AUTH_MESSAGES.loggedOut);
  });
  route(app, api.changePassword, async (request) =>
    ok(await service.changePassword(request.auth, request.body), AUTH_MESSAGES.passwordChanged),
  );
  route(app, api.resendVerification, limited, async (request) => {
    await service.resendVerification(request.auth);
    return message(AUTH_MESSAGES.verificationSent);
  });
  route(app, api.verifyEmail, async (request) => message(await service.verifyEmail(request.query)));
  route(app, api.forgotPassword, limited, async (request) => {
    await service.forgotPassword(request.body.email);
    return message(AUTH_MESSAGES.resetRequested);
  });
  route(app, api.resetPassword, limited, async (request) => {
    await service.resetPassword(request.body);
    return message(AUTH_MESSAGES.passwordReset);
  });
}
