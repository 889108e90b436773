/** The access history's English texts; es.ts translates them key for key. */
export const en = {
  title: 'Access history',
  failed: 'The access history could not be loaded',
  lead: 'Who opened, printed or exported the data of the subjects of {institution}, newest first. The history shows no clinical values and cannot be changed.',
  noAccess: {
    title: 'Only user managers and the owner read the access history',
    text: 'Ask a user manager of the institution if you need to know who opened a subject.',
  },
  filter: {
    label: 'Subject code',
    hint: 'The exact code, as on the subject list',
    apply: 'Show',
    clear: 'All subjects',
    forSubject: 'Showing subject {code}',
  },
  caption: 'Access events, newest first',
  columns: {
    when: 'When',
    who: 'Who',
    what: 'What',
    subject: 'Subject',
    institution: 'Institution',
  },
  actions: {
    report_read: 'Opened a report',
    longitudinal_read: 'Opened a comparison over time',
    record_read: 'Opened a medical record',
    records_listed: 'Listed medical records',
    printed: 'Printed',
    exported: 'Exported',
  },
  targets: {
    report: 'report {id}',
    longitudinal: 'comparison',
    record: 'record {id}',
    records: 'list',
    certificate: 'certificate {id}',
    subject: 'subject',
  },
  empty: {
    title: 'No access recorded',
    text: 'Nobody has opened, printed or exported this data yet. Choose another subject, or all subjects.',
  },
  csv: {
    button: 'Download CSV',
    working: 'Preparing the CSV file',
    failed: 'The CSV file could not be prepared. Try again.',
    done: 'CSV file ready: {count} events',
    file: 'access-history',
  },
  pager: {
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
  },
} as const;
