/** The English texts of the portal's frame; messages/es.ts translates them key for key. */
export const en = {
  sessionWarning: {
    label: 'Session ending',
    minutesLeft: {
      one: 'Your session ends in 1 minute. Sign in again to keep working; nothing you typed is lost.',
      other: 'Your session ends in {count} minutes. Sign in again to keep working; nothing you typed is lost.',
    },
    signInAgain: 'Sign in again',
    dialogTitle: 'Sign in again',
    signedInAs: 'You are signed in as {email}. Enter your password to continue for another {minutes} minutes.',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    wrongPassword: 'That password is not correct.',
    paused: 'Too many attempts. Please wait {wait} before trying again.',
    pausedNoTime: 'Too many attempts. Please wait a few minutes before trying again.',
    failed: 'Signing in again did not work. Check your connection and try again.',
    otherAccount: 'This sign-in belongs to another account. Please log out and sign in again.',
    renewed: 'You are signed in again.',
    codeLead: 'Your password was right. Enter the 6-digit code from your authenticator app.',
    recoveryLead: 'Enter one of your recovery codes. Each code works only once.',
    code: 'Code from your authenticator app',
    recoveryCode: 'Recovery code',
    useRecovery: 'Use a recovery code instead',
    useTotp: 'Use a code from the app instead',
    wrongCode: 'That code is not right. Codes change every 30 seconds: try the one showing now.',
    wrongRecovery: 'That recovery code is not right, or it has already been used.',
    stepExpired: 'The code was not entered within 5 minutes. Please enter your password again.',
  },
  /** The user menu's two actions (app/nav-items.ts); its pages are named by their titles (first-screen/messages). */
  nav: {
    Support: 'Support',
    Logout: 'Logout',
  },
  /** What each page of the institution is for, on Home's cards (app/nav-items.ts: institutionPages). */
  institutionPages: {
    Subjects: 'Find a subject and read their evaluation reports, alone or over time.',
    Users: "Add the institution's users, give them roles and groups, and see who changed what.",
    'Medical Records': "Register subjects and their clinical records before an evaluation, and read them beside the reports.",
    Training: 'Watch the training videos, take the evaluator exam and find your certificates.',
    'Access History': "See who opened, printed or exported a subject's reports and records, and download it as CSV.",
  },
  /** The same cards for someone who reads no reports (a records clerk): nothing promised they cannot open. */
  institutionPagesWithoutReports: {
    Subjects: "Find a subject and open their medical records.",
    'Medical Records': 'Register subjects and their clinical records before an evaluation, and keep them up to date.',
  },
  frame: {
    skipLink: 'Skip to main content',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    navigation: 'Navigation',
    mainNavigation: 'Main',
    userMenu: 'User menu',
    language: 'Language',
    theme: 'Theme',
    themes: { system: 'Same as the system', light: 'Light', dark: 'Dark' },
    themeNotKept: 'Your theme could not be kept with your account: it applies in this browser only.',
  },
  institution: {
    current: 'Institution',
    none: 'No institution chosen',
    switchHint: ', switch institution',
    chooseHint: ', choose an institution',
  },
  forbidden: {
    title: '{page} is not available for your account',
    body: "Your roles in the chosen institution do not give access to this page. Ask your institution's user manager if you think this is wrong.",
    choose: 'Choose another institution',
  },
  signedOutElsewhere: 'You signed out in another tab, so this tab is signed out too.',
} as const;
