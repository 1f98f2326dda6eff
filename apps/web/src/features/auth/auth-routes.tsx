import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./login-page')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./register-page')).RegisterPage }) },
  {
    path: 'verify-email',
    lazy: async () => ({ Component: (await import('./verify-email-page')).VerifyEmailPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage }),
  },
];
