/** The user manual in English: one section per page of the portal (served by extras/doc/0). */
import type { UserManual } from '../../../../contract/types.ts';

export const manualEn: UserManual = {
  language: 'en',
  title: 'User manual',
  sections: [
    {
      id: 'introduction',
      pages: ['/about', '/user_manual'],
      heading: 'About this portal',
      blocks: [
        { type: 'image', src: '/portal/logo.svg', alt: 'The portal logo' },
        { type: 'paragraph', text: 'The portal lets clinicians and institutions view evaluation reports for their subjects (patients), follow subjects over time, enter medical records, manage the institution\'s users and roles, take evaluator training and contact support.' },
        { type: 'paragraph', text: 'Every page is available in each of the portal\'s languages. Choose the language in the menu under your name; this browser remembers it.' },
      ],
    },
    {
      id: 'signing-in',
      pages: ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password', '/terms_and_conditions'],
      heading: 'Signing in and out',
      blocks: [
        { type: 'paragraph', text: 'Sign in with your email address and password. If you forgot your password, choose "Forgot your password?" on the sign-in page and follow the link sent to your email.' },
        { type: 'paragraph', text: 'To create an account, choose "Create an account" and enter your name and email address. A link is sent to that address: open it to choose your password. Nobody can sign in to the account before that, so only the holder of the mailbox ever sets its password.' },
        { type: 'list', items: ['Your session lasts 60 minutes. A notice appears shortly before it ends.', 'If your session ends while you are typing in a form, what you typed is kept in this tab and put back after you sign in again.', 'Choose Logout in the user menu when you leave a shared computer.', 'The user menu also sets the portal\'s language and its theme: light, dark, or the same as your system. This browser remembers both.'] },
      ],
    },
    {
      id: 'institutions',
      pages: ['/institutions'],
      heading: 'Choosing your institution',
      blocks: [
        { type: 'paragraph', text: 'After signing in you choose the institution you work for (if you belong to only one, it is opened for you and a short notice says so). What you can see and do depends on your roles in that institution. You can change the institution at any time from the Institutions page in the sidebar. The first time, you are asked to accept the Terms and Conditions for that institution.' },
        { type: 'paragraph', text: 'When a user manager invites you to an institution, the invitation appears at the top of the Institutions page, with who invited you. Accept it to join the institution with the roles offered; until then you are not a member. Decline it if you do not know the institution.' },
      ],
    },
    {
      id: 'home',
      pages: ['/'],
      heading: 'Home',
      blocks: [{ type: 'paragraph', text: 'The home page shows the institution you are working in and leads to the parts of the portal your roles allow.' }],
    },
    {
      id: 'subjects-reports',
      pages: ['/patients', '/patient/reports', '/patient/legacy_reports'],
      heading: 'Subjects and reports',
      blocks: [
        { type: 'paragraph', text: 'The Subjects page lists the subjects of your institution (or, without institution-wide access, the subjects of your own evaluations). Open a subject to see its evaluation reports, longitudinal reports and legacy reports.' },
        { type: 'paragraph', text: 'Subjects registered in this portal with a medical record, rather than arriving with an evaluation, carry the PP mark (registered in the portal). From a subject\'s reports you can open the subject\'s medical record and come back.' },
        { type: 'paragraph', text: 'Beside a report, Download FHIR saves that report as a FHIR R4 file for a hospital\'s record system, and Download FHIR: all reports saves every report of the subject you may see. The file is named after the subject code and the date (for example NOR-1155_2026-03-02.fhir.json). Each export is written to the institution\'s audit trail.' },
      ],
    },
    {
      id: 'medical-records',
      pages: ['/medical_records'],
      heading: 'Medical records',
      blocks: [
        { type: 'paragraph', text: 'Medical records hold the clinical data entered before an evaluation: birth date, sex, relevant diagnoses, the reason for referral, medication, clinical notes and the referring clinician. Staff with the Medical record entry role enter and change records; clinicians with access to the institution\'s subjects can read them.' },
        { type: 'list', items: ['Register: a new subject with its first record, or a new record for an existing subject.', 'List: search, sort and open the institution\'s records.', 'Standard strings: the institution\'s lists of diagnoses and referral reasons (user managers).'] },
      ],
    },
    {
      id: 'register-record',
      pages: ['/medical_records/register'],
      heading: 'Registering a medical record',
      blocks: [
        { type: 'paragraph', text: 'Choose "New subject" and enter the subject\'s code (and, if you wish, the institution\'s own reference), or choose "Existing subject" and search by code. Then fill in the clinical fields.' },
        { type: 'list', items: ['Diagnoses and the reason for referral come from the institution\'s lists: start typing and choose an entry with the arrow keys and Enter.', 'Fields with a problem are marked and the first one gets the focus.', 'If the record cannot be saved (no connection, the server refused it, or your session ended), everything you typed stays on the screen; save again when the problem is solved.', 'Leaving the page with unsaved changes asks for confirmation first.'] },
      ],
    },
    {
      id: 'list-records',
      pages: ['/medical_records/list'],
      heading: 'Finding and changing records',
      blocks: [
        { type: 'paragraph', text: 'Search by subject code, record number or referring clinician, and sort by any column. The search, sort and page are kept in the address, so you can bookmark or share them with a colleague who has access.' },
        { type: 'paragraph', text: 'Open a record to see every revision with its author, date and the fields it changed. Changing a record always creates a new revision; earlier revisions are never overwritten.' },
        { type: 'paragraph', text: 'If someone else saved the same record while you were changing it, the portal shows both versions side by side. Choose, for each field, which value to keep (or edit it), then save again. Nothing you typed is lost.' },
      ],
    },
    {
      id: 'standard-strings',
      pages: ['/medical_records'],
      heading: 'Standard strings',
      blocks: [
        { type: 'paragraph', text: 'User managers keep the institution\'s lists of diagnoses and referral reasons. Each entry has a text in each of the portal\'s languages, so everyone sees it in their own language.' },
        { type: 'list', items: ['Add an entry at the end of its list, or move it up and down.', 'Correct or translate an entry\'s texts.', 'Retire an entry that should no longer be chosen. Records that use it keep it; it can be restored later.'] },
      ],
    },
    {
      id: 'users',
      pages: ['/users', '/users/add_user', '/user_roles', '/admin_panel'],
      heading: 'Users, roles and the admin panel',
      blocks: [
        { type: 'paragraph', text: 'User managers add users to the institution, link and unlink them, set their roles and enable them for evaluator training. The User Roles page, in the user menu, describes what each role allows.' },
        {
          type: 'list',
          items: [
            'Choose Manage on a user\'s row for everything that can be done to that user; each change asks for confirmation first.',
            'Roles are given for the whole institution or for one of its groups: choose the group above the list, then Change roles. A role held in any group counts in the institution.',
            'Adding a user whose email already has an account invites that person: they become a user of the institution, with the roles you chose, only when they accept on their Institutions page. Pending invitations are listed above the users, with whether the person made the account themselves; you can withdraw one. Linking a former user again is an invitation too.',
            'The audit trail lists every change to the institution\'s users, who made it and when, with the values before and after. Owners and user managers can read it.',
            'Admins open the Admin Panel from the user menu (the round button with their initial, top right): the evaluations of every institution and how their processing stands.',
          ],
        },
      ],
    },
    {
      id: 'training',
      pages: ['/training', '/training/videos', '/training/exam', '/training/certificates', '/demo_evals'],
      heading: 'Training',
      blocks: [
        { type: 'paragraph', text: 'Evaluators in training see the Training entry in the sidebar: training videos, the evaluator exam and their certificates. Demo evaluations are available from the user menu to anyone with a role.' },
        { type: 'list', items: ['Watch each video from its start; the player may run at up to double speed. A video skipped to its end is not marked watched.', 'Each attempt at the exam asks a few questions drawn from a larger set, with the answers in a new order. After an attempt that did not pass, the page names the videos to watch again and when you can try again; it does not show a score.', 'Your certificate carries your name as your institution knew it when it enabled your training. If it is wrong, ask your user manager.'] },
      ],
    },
    {
      id: 'account',
      pages: ['/my_account'],
      heading: 'My account',
      blocks: [{ type: 'paragraph', text: 'Change your name, last name, organisation and password. After saving your details you return to the Institutions page.' }],
    },
    {
      id: 'access-and-paper',
      pages: ['/access_history'],
      heading: 'Who looked at a subject, and paper anyone can check',
      blocks: [
        { type: 'paragraph', text: 'Every time someone opens a report, a comparison over time or a medical record, prints a report or exports data, the portal records who, when, from which institution, what and which subject. The record holds no clinical values and cannot be changed.' },
        { type: 'list', items: ['On a subject\'s reports page you see when its reports were last opened and by whom.', 'User managers and the owner open Access history from that line or from the sidebar, filter it by subject code and action, or by a person (choose their name), and download it as a CSV file (the newest 5,000 events at most; the page says when the file stops there). Prints of the same report within a few minutes show as copies of one print, and FHIR exports appear as \'Exported as FHIR\' with the reports they held.', 'A printed report carries a verification code, the fingerprint of what was printed and a QR code. Anyone holding the paper can scan the code or open the address printed beside it to see which institution issued it, for which evaluation date and version, and whether a newer version replaces it. Printed certificates carry a QR code too.'] },
      ],
    },
    {
      id: 'support',
      pages: [],
      heading: 'Getting help',
      blocks: [
        { type: 'paragraph', text: 'Choose Support in the user menu, pick a reason and describe the problem. Do not include information that identifies a patient. The About page shows the portal\'s version.' },
      ],
    },
  ],
};
