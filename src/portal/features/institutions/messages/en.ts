/** The English texts of the Institutions page; messages/es.ts translates them key for key. */
export const en = {
  title: 'Institutions',
  /** Reached while no institution is chosen. */
  chooseFirst: 'Choose the institution you want to work in.',
  /** Reached from another page while no institution is chosen. */
  chooseToContinue: 'No institution is chosen yet. Choose the one you want to work in, and you go on to the page you opened.',
  list: 'Your institutions',
  empty: {
    title: 'You do not belong to any institution yet',
    text: "Ask your institution's user manager to add you. Once they have, your institutions appear here.",
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
