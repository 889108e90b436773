/**
 * Every page's title in English (spec §2); app/routes.ts gives each route one of them and
 * first-screen/messages translates them.
 */
export type Title =
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
  | 'Sign in'
  | 'Create an account'
  | 'Forgot password'
  | 'Reset your password'
  | 'Confirm your email'
  | 'Page not found'
  | 'Server error'
  | 'Terms and Conditions';
