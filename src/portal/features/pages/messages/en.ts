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
