/** The texts of a report's paper and of a subject's last opening (issue 25); es.ts translates them. */
export const en = {
  paper: {
    label: 'Verification of this printed report',
    qrAlt: 'QR code of the address that checks this report: {url}',
    check: 'Anyone holding this paper can check it at {url}',
    code: 'Verification code',
    fingerprint: 'Fingerprint (SHA-256)',
    loading: 'Preparing the verification code',
    failed: 'The verification code could not be prepared; a print now would carry none.',
  },
  lastOpened: {
    label: 'Last opened',
    line: 'Reports last opened on {date} by {name}',
    printed: 'Last printed on {date} by {name}',
    never: 'Nobody has opened the reports of this subject yet',
    history: 'Access history',
  },
} as const;
