// Every page's title in English (titles.ts loads the table with the first page that shows one;
// en.ts names the Title type from here).
// Every page's title, each its own English (written once here, not as key and value).
export const titleList = [
  'Sign in', 'Sign-in code', 'Create an account', 'Forgot password', 'Reset your password', 'Confirm your email',
  'Page not found', 'Server error', 'Terms and Conditions', 'Check a printed document',
  'Home', 'About', 'User Manual', 'User Roles', 'My Account', 'Institutions', 'Medical Records',
  'Register Medical Record', 'Medical Records List', 'Subjects', 'Reports', 'Legacy Reports',
  'Admin Panel', 'Users', 'Add User', 'Demo Evaluations', 'Training', 'Training Videos',
  'Evaluator Exam', 'Certificates', 'Access History',
] as const;

/** A page's title in English: what app/routes.ts names each page by. */
export type Title = (typeof titleList)[number];

/** Every page's title in English: each is its own English. */
export const englishTitles = Object.fromEntries(titleList.map((title) => [title, title])) as { readonly [T in Title]: T };

export default englishTitles;

