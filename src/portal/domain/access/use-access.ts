/** The access facts of the chosen institution as React state, recomputed when the session changes. */
import { useMemo } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { accessFacts, type AccessFacts } from './institution-access.ts';

export function useAccessFacts(): AccessFacts {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  const roles = useStore(sessionStore, (s) => s.user_roles);
  const institution = useStore(sessionStore, (s) => s.selected_institution_id);
  return useMemo(
    () => accessFacts({ permissions, user_roles: roles, selected_institution_id: institution }),
    [permissions, roles, institution],
  );
}
