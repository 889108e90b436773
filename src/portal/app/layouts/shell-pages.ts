/**
 * The pages of the signed-in layout, loaded through the shell. They are reached from the shell's
 * entry, not from the first screen's, so their code and CSS travel with the shell after sign-in
 * instead of adding to the sign-in page's download (the budgets in build/budgets.mjs); each page
 * stays a lazy chunk of its own, with a stylesheet of its own (withStyles, app/late-styles.ts): the
 * build reads this list and fails when an entry is written otherwise. The route table
 * (app/routes.ts) names them by key.
 */
import { withStyles } from '../late-styles.ts';
import { registerProcessedVideoPanel } from '../../domain/reports/processed-video-slot.ts';
import { registerPaperPart } from '../../domain/reports/paper-slot.tsx';

export const shellPages = {
  home: withStyles('home-page', () => import('../../features/pages/home-page.tsx')),
  about: withStyles('about-page', () => import('../../features/pages/about-page.tsx')),
  userManual: withStyles('user-manual-page', () => import('../../features/records/user-manual-page.tsx')),
  userRoles: withStyles('user-roles-page', () => import('../../features/users/user-roles-page.tsx')),
  myAccount: withStyles('my-account-page', () => import('../../features/account/my-account-page.tsx')),
  institutions: withStyles('institutions-page', () => import('../../features/institutions/institutions-page.tsx')),
  users: withStyles('users-page', () => import('../../features/users/manage/users-page.tsx')),
  subjects: withStyles('subjects-page', () => import('../../features/subjects/subjects-page.tsx')),
  reports: withStyles('reports-page', () => import('../../features/reports/reports-page.tsx')),
  legacyReports: withStyles('legacy-reports-page', () => import('../../features/reports/legacy-reports-page.tsx')),
  demoEvaluations: withStyles('demo-evaluations-page', () => import('../../features/reports/demo-evaluations-page.tsx')),
  adminPanel: withStyles('admin-panel-page', () => import('../../features/reports/admin-panel-page.tsx')),
  // The three medical records routes share one entry, which opens each page in its own chunk.
  records: withStyles('records-pages', () => import('../../features/records/records-pages.tsx')),
  placeholder: withStyles('placeholder-page', () => import('../../features/pages/placeholder-page.tsx')),
  training: withStyles('training-page', () => import('../../features/training/training-page.tsx')),
  accessHistory: withStyles('access-history-page', () => import('../../features/access-history/access-history-page.tsx')),
  // Shown in place of a signed-in page the account may not open (app.tsx).
  forbidden: withStyles('forbidden-panel', () => import('../forbidden-panel.tsx')),
};

export type ShellPage = keyof typeof shellPages;

// The report viewer's processed-video slot shows the videos feature's panel (a chunk of its own).
registerProcessedVideoPanel(() => import('../../features/videos/report-video-panel.tsx'));

// The report viewer's slot for the last opening and the verification paper (issue 25).
registerPaperPart(() => import('../../features/reports/paper/paper-part.tsx'));
