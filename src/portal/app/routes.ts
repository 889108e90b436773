/**
 * The route table (spec §2) as data: pattern, page (lazy: one chunk per page), layout and access
 * rule. Patterns are app paths under the /portal base.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../lib/router/page.ts';

export type { PageProps };

export type PageModule = { default: ComponentType<PageProps> };
export type Layout = 'main' | 'auth' | 'wide';
/** signed-in: every main page; signed-out: the sign-in page; training: also needs Training allowed. */
export type Access = 'signed-in' | 'signed-out' | 'public' | 'training' | 'admin';

export interface RouteDef {
  pattern: string;
  title: string;
  layout: Layout;
  access: Access;
  load: () => Promise<PageModule>;
}

const placeholder = () => import('../features/pages/placeholder-page.tsx');

const main = (pattern: string, title: string, load: RouteDef['load'], access: Access = 'signed-in'): RouteDef => ({
  pattern,
  title,
  layout: 'main',
  access,
  load,
});

const auth = (pattern: string, title: string, load: RouteDef['load'], access: Access = 'public'): RouteDef => ({
  pattern,
  title,
  layout: 'auth',
  access,
  load,
});

export const routes: readonly RouteDef[] = [
  main('/', 'Home', () => import('../features/pages/home-page.tsx')),
  main('/about', 'About', () => import('../features/pages/about-page.tsx')),
  main('/user_manual', 'User Manual', () => import('../features/pages/user-manual-page.tsx')),
  main('/user_roles', 'User Roles', () => import('../features/users/user-roles-page.tsx')),
  main('/my_account', 'My Account', () => import('../features/account/my-account-page.tsx')),
  main('/institutions', 'Institutions', () => import('../features/institutions/institutions-page.tsx')),
  main('/medical_records', 'Medical Records', placeholder),
  main('/medical_records/register', 'Register Medical Record', placeholder),
  main('/medical_records/list', 'Medical Records List', placeholder),
  main('/patients', 'Subjects', placeholder),
  main('/patient/reports', 'Reports', placeholder),
  main('/patient/legacy_reports', 'Legacy Reports', placeholder),
  // spec §6: an admin-only guard exists but is applied to no visible route.
  main('/admin_panel', 'Admin Panel', placeholder),
  main('/users', 'Users', placeholder),
  main('/users/add_user', 'Add User', placeholder),
  main('/demo_evals', 'Demo Evaluations', placeholder),
  main('/training', 'Training', placeholder, 'training'),
  main('/training/videos', 'Training Videos', placeholder, 'training'),
  main('/training/exam', 'Evaluator Exam', placeholder, 'training'),
  main('/training/certificates', 'Certificates', placeholder, 'training'),
  auth('/auth/sign-in', 'Sign in', () => import('../features/auth/sign-in-page.tsx'), 'signed-out'),
  auth('/auth/sign-up', 'Create an account', () => import('../features/auth/sign-up-page.tsx')),
  auth('/auth/forgot-password', 'Forgot password', () => import('../features/auth/forgot-password-page.tsx')),
  auth('/reset_your_password/:id', 'Reset your password', () => import('../features/auth/reset-password-page.tsx')),
  auth('/auth/404', 'Page not found', () => import('../features/pages/not-found-page.tsx')),
  auth('/auth/500', 'Server error', () => import('../features/pages/server-error-page.tsx')),
  auth('/auth/terms_and_conditions', 'Terms and Conditions', () => import('../features/auth/terms-page.tsx')),
  {
    pattern: '/terms_and_conditions',
    title: 'Terms and Conditions',
    layout: 'wide',
    access: 'signed-in',
    load: () => import('../features/auth/terms-page.tsx'),
  },
];

/** Any unknown path shows the 404 page in the narrow layout (spec §2). */
export const notFoundRoute: RouteDef = auth('*', 'Page not found', () => import('../features/pages/not-found-page.tsx'));

export { afterLoginPath, signInPath } from '../lib/router/paths.ts';
