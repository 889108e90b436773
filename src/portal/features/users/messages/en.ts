/**
 * The English texts of the user pages; messages/es.ts translates them key for key. The roles'
 * labels and descriptions are the server catalogue's words (contract/roles.ts and the server's
 * role catalogue), keyed by role name so another language can show them translated.
 */
export const en = {
  roles: {
    title: 'User Roles',
    lead: 'Roles are given per institution by its user managers. Your roles in the chosen institution are marked.',
    empty: {
      title: 'No roles are defined yet',
      text: 'Roles appear here once the portal is set up for your institution. Contact support if this stays empty.',
    },
    caption: 'Roles of the portal',
    role: 'Role',
    allows: 'What it allows',
    yours: 'Your role',
    held: 'You hold this role',
  },
  role: {
    clinician: {
      label: 'Clinician',
      description: 'Views the reports of the evaluations they requested.',
    },
    institutional_clinician: {
      label: 'Institutional clinician',
      description: 'Views the subjects and reports of the whole institution, including longitudinal reports.',
    },
    evaluator: {
      label: 'Evaluator',
      description: 'Runs evaluations and has access to evaluator training, the exam and certificates.',
    },
    medical_record_entry: {
      label: 'Medical record entry',
      description: "Enters medical records and lists the institution's subjects.",
    },
    user_manager: {
      label: 'User manager',
      description: "Manages the institution's users: adds, links and unlinks them and sets their roles.",
    },
  },
} as const;
