/**
 * The English texts of the Support Request dialog; messages/es.ts translates them key for key.
 * The reasons are keyed by the reason itself: that English reason is what the request sends as
 * its subject, in every language; only what the list shows is translated.
 */
export const en = {
  title: 'Support Request',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  user: 'User',
  description: 'Description',
  close: 'Close',
  send: 'Send',
  reasons: {
    'Report Generation': 'Report Generation',
    'Report Interpretation': 'Report Interpretation',
    'User Management': 'User Management',
    'Demo Evaluations': 'Demo Evaluations',
    'Evaluator Training': 'Evaluator Training',
    'Evaluator Exam': 'Evaluator Exam',
    'Technical Issue': 'Technical Issue',
    Other: 'Other',
  },
  /** The description a request about one evaluation's report starts with ({id}: as the page names it, the subject code and the date). */
  prefill: 'Hello, I would like help interpreting the report for {id}. Thank you!',
  /** Close or Escape with a description typed: asked before it is thrown away. */
  discardQuestion: 'Close and discard the description you wrote?',
  discard: 'Discard the description',
  /** Shown with the description when the request is about one evaluation's report. */
  evaluationHelp:
    'Please write any information that could help our team with the interpretation of this report. Do not include personal identifiable information.',
  /** The server's limit (contract: supportRequestsPerHour), said before anyone reaches it. */
  limit: 'You can send up to {count} requests an hour.',
  tooMany: 'You have sent many requests in the last hour. You can send this one from {time}; what you wrote stays here.',
} as const;
