/** The English texts of the general pages; messages/es.ts translates them key for key. */
export const en = {
  about: {
    title: 'About',
    intro:
      '{product} lets clinicians and institutions view evaluation reports of their subjects, follow them over time, and manage who in the institution can see what.',
    version: 'Version',
    versionBuilt: '{version}, built on {date}',
    configuration: 'Configuration',
    configurationValue: '{version}, dated {date}',
    support: 'Support',
  },
  home: {
    welcome: 'Welcome',
    welcomeName: 'Welcome, {name}',
    institution: 'Institution',
    workingIn: 'You are working in {institution}.',
    noInstitution: 'You have not chosen an institution yet.',
    changeInstitution: 'Change institution',
    chooseInstitution: 'Choose an institution',
    help: 'Help',
    helpText: 'Read the user manual, or send a request to support from the menu under your name.',
    openManual: 'Open the user manual',
    openPage: 'Open {page}',
  },
  manual: {
    title: 'User Manual',
    signingIn: 'Signing in',
    signingInText:
      'Sign in with your email and password. Sessions last {minutes} minutes; after that, sign in again. If you forget your password, use “Forgot your password?” on the sign-in page.',
    choosing: 'Choosing an institution',
    choosingText:
      'After signing in you choose the institution you work in. What you can see and do depends on your roles there; the User Roles page lists them. The first time, you are asked to accept the Terms and Conditions for that institution.',
    help: 'Getting help',
    helpText:
      'Open the menu under your name and choose Support. Pick a reason, describe the problem, and send it. Do not include personal identifiable information about subjects.',
    language: 'Language',
    languageText: 'The portal speaks English and Spanish. Choose the language in the menu under your name; this browser remembers it.',
  },
  placeholder: {
    title: 'Not available yet',
    text: '{page} is not available in this version of the portal. It will appear here in a coming update.',
    home: 'Go to the home page',
  },
  notFound: {
    title: 'Page not found.',
    text: 'The page you are looking for might have been removed.',
    back: 'Return to website',
  },
  serverError: {
    title: 'Something went wrong.',
    text: 'The server could not complete the request. Please try again in a few minutes.',
    back: 'Return to website',
  },
} as const;
