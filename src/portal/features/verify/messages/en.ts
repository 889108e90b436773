/** The verify page's English texts; es.ts translates them key for key. */
export const en = {
  title: 'Check a printed document',
  lead: 'This page says what the code printed on a report or certificate was issued for, and whether it still stands. It shows no clinical values.',
  code: 'Code {code}',
  loading: 'Checking the code',
  failed: 'The code could not be checked. Please try again.',
  notFound: 'No printed report or certificate carries this code. Check that it is typed as printed.',
  report: {
    heading: 'Evaluation report',
    current: 'This is the latest version of the report.',
    superseded: 'A newer version of this report exists (version {latest}): the printed version {version} has been superseded.',
    institution: 'Institution',
    evaluated: 'Evaluation date',
    version: 'Version printed',
    issued: 'Code issued',
    fingerprint: 'Fingerprint of the printed report (SHA-256)',
    compare: 'Compare it with the fingerprint printed on the paper: if they differ, the paper does not show what was issued.',
  },
  certificate: {
    heading: 'Evaluator training certificate',
    valid: 'This certificate is valid.',
    holder: 'Holder',
    institution: 'Institution',
    issued: 'Date issued',
    status: 'Status',
    statusValid: 'Valid',
  },
} as const;
