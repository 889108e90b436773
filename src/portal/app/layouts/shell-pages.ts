/**
 * The pages of the signed-in layout, loaded through the shell. They are reached from the shell's
 * entry, not from the first screen's, so their code and CSS travel with the shell after sign-in
 * instead of adding to the sign-in page's download (the budgets in build/budgets.mjs); each page
 * stays a lazy chunk of its own. The route table (app/routes.ts) names them by key.
 */
import { registerProcessedVideoPanel } from '../../domain/reports/processed-video-slot.ts';

export const shellPages = {
  home: () => import('../../features/pages/home-page.tsx'),
  about: () => import('../../features/pages/about-page.tsx'),
  userManual: () => import('../../features/records/user-manual-page.tsx'),
  userRoles: () => import('../../features/users/user-roles-page.tsx'),
  myAccount: () => import('../../features/account/my-account-page.tsx'),
  institutions: () => import('../../features/institutions/institutions-page.tsx'),
  users: () => import('../../features/users/manage/users-page.tsx'),
  subjects: () => import('../../features/subjects/subjects-page.tsx'),
  reports: () => import('../../features/reports/reports-page.tsx'),
  legacyReports: () => import('../../features/reports/legacy-reports-page.tsx'),
  demoEvaluations: () => import('../../features/reports/demo-evaluations-page.tsx'),
  adminPanel: () => import('../../features/reports/admin-panel-page.tsx'),
  // The three medical records routes share one entry, which opens each page in its own chunk.
  records: () => import('../../features/records/records-pages.tsx'),
  placeholder: () => import('../../features/pages/placeholder-page.tsx'),
  training: () => import('../../features/training/training-page.tsx'),
  // Shown in place of a signed-in page the account may not open (app.tsx).
  forbidden: () => import('../forbidden-panel.tsx'),
};

export type ShellPage = keyof typeof shellPages;

// The report viewer's processed-video slot shows the videos feature's panel (a chunk of its own).
registerProcessedVideoPanel(() => import('../../features/videos/report-video-panel.tsx'));
