/**
 * Every page's title in English (spec §2); app/routes.ts gives each route one of them. The titles
 * the first screen can show (the signed-out pages) are translated in first-screen/messages; the
 * signed-in pages' titles in the shell's table (app/messages, `nav`), which registers them once it
 * has loaded (shell-titles.ts).
 */
export type FirstScreenTitle =
  | 'Sign in'
  | 'Create an account'
  | 'Forgot password'
  | 'Reset your password'
  | 'Confirm your email'
  | 'Page not found'
  | 'Server error'
  | 'Terms and Conditions'
  | 'Check a printed document';

export type ShellTitle =
  | 'Home'
  | 'About'
  | 'User Manual'
  | 'User Roles'
  | 'My Account'
  | 'Institutions'
  | 'Medical Records'
  | 'Register Medical Record'
  | 'Medical Records List'
  | 'Subjects'
  | 'Reports'
  | 'Legacy Reports'
  | 'Admin Panel'
  | 'Users'
  | 'Add User'
  | 'Demo Evaluations'
  | 'Training'
  | 'Training Videos'
  | 'Evaluator Exam'
  | 'Certificates'
  | 'Access History';

export type Title = FirstScreenTitle | ShellTitle;
