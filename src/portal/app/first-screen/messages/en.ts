/**
 * The English texts any page may show, the sign-in page among them: every page's title (spec §2;
 * the route table names each page by one, and the sidebar and the user menu use them as labels),
 * the UI kit's own words and the page error panel. The signed-in frame's own texts are in
 * app/messages. messages/es.ts and pt.ts translate them key for key.
 */
import { englishUiTexts } from '../../../ui/ui-texts.tsx';

// Every page's title, each its own English (written once here, not as key and value).
const titleList = [
  'Sign in', 'Sign-in code', 'Create an account', 'Forgot password', 'Reset your password', 'Confirm your email',
  'Page not found', 'Server error', 'Terms and Conditions', 'Check a printed document',
  'Home', 'About', 'User Manual', 'User Roles', 'My Account', 'Institutions', 'Medical Records',
  'Register Medical Record', 'Medical Records List', 'Subjects', 'Reports', 'Legacy Reports',
  'Admin Panel', 'Users', 'Add User', 'Demo Evaluations', 'Training', 'Training Videos',
  'Evaluator Exam', 'Certificates', 'Access History',
] as const;

/** A page's title in English: what app/routes.ts names each page by. */
export type Title = (typeof titleList)[number];

export const en = {
  titles: Object.fromEntries(titleList.map((title) => [title, title])) as { readonly [T in Title]: T },
  // The UI kit's English words, written once: ui/ui-texts.tsx.
  ui: englishUiTexts,
  pageFailed: {
    title: 'Something went wrong on this page',
    body: 'The page could not be shown. You can try again, or go back to the home page.',
    home: 'Go to the home page',
  },
} as const;
