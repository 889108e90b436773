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
} as const;
