/** The English texts of the Institutions page; messages/es.ts translates them key for key. */
export const en = {
  title: 'Institutions',
  /** Reached while no institution is chosen. */
  chooseFirst: 'Choose the institution you want to work in.',
  /** Reached from another page while no institution is chosen. */
  chooseToContinue: 'No institution is chosen yet. Choose the one you want to work in, and you go on to the page you opened.',
  /** Said after signing in when the person belongs to one institution only: it is chosen for them. */
  secondFactorFirst: '{name} asks its members to sign in with a second factor. Add a passkey or an authenticator app below, then choose {name} again.',
  chosenForYou: '{name} is your only institution, so it is open. Institutions in the menu lets you switch when you have more.',
  opening: 'Opening {name}…',
  list: 'Your institutions',
  empty: {
    title: 'You do not belong to any institution yet',
    text: "Ask your institution's user manager to add you. Their invitation appears on this page for you to accept, and your institutions are listed here.",
    invitedText: 'Accept an invitation above to join that institution: it is then listed here.',
  },
  invitations: {
    title: 'Invitations',
    lead: 'You have been invited to join these institutions. You become a member only if you accept.',
    from: 'Invited by {by} on {date}',
    accept: 'Accept',
    acceptNamed: 'Accept the invitation to {name}',
    decline: 'Decline',
    declineNamed: 'Decline the invitation to {name}',
    confirmDecline: 'Decline the invitation to {name}? Only its user managers can invite you again.',
    declineNow: 'Decline the invitation',
  },
  id: 'ID {id}',
  current: 'Current institution',
  open: 'Open',
  choose: 'Choose',
  openNamed: 'Open {name}',
  chooseNamed: 'Choose {name}',
  info: {
    title: 'About {name}',
    country: 'Country',
    owner: 'Owner',
    noOwner: 'No owner',
    users: 'Linked users',
    groups: 'Groups',
    noGroups: 'No groups besides the whole institution',
  },
} as const;
