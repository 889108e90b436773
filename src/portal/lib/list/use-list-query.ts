/**
 * The one hook of a list page's query: the typed query its address holds (list-query.ts), the
 * links and moves that change it, and its page count. Paging, sorting and filtering are done by
 * the server and kept in the address, so a list can be shared, reloaded and walked with Back.
 */
import { useMemo } from 'react';
import { navigate, useLocation } from '../router/history.ts';
import { changeListQuery, listQuerySearch, pageCount, readListQuery, type ListQuery, type ListShape, type ListSpec } from './list-query.ts';

export interface ListQueryControls<S extends ListShape> {
  /** The query the address holds now. */
  query: ListQuery<S>;
  /** The address of the list with `change` applied (a new filter starts at page 1). */
  href(change: Partial<ListQuery<S>>): string;
  /** Replaces the address: typing and filters do not fill the history (Back leaves the list). */
  set(change: Partial<ListQuery<S>>): void;
  /** Pushes the address, keeping focus on the control used: a page or a sort Back returns to. */
  push(change: Partial<ListQuery<S>>): void;
  /** How many pages `totalRows` fill at `perPage` rows (at least 1). */
  pages(totalRows: number, perPage: number): number;
}

/** Joins a list's query to its path, which may hold a query of its own (`/users?view=audit`). */
export function withListSearch(path: string, search: string): string {
  if (!search) return path;
  return path.includes('?') ? `${path}&${search.slice(1)}` : `${path}${search}`;
}

/** The list at `path` described by `spec` (listSpec, from its endpoint's query schemas). */
export function useListQuery<S extends ListShape>(spec: ListSpec<S>, path: string): ListQueryControls<S> {
  const { search } = useLocation();
  const query = useMemo(() => readListQuery(spec, search), [spec, search]);
  const href = (change: Partial<ListQuery<S>>) => withListSearch(path, listQuerySearch(spec, changeListQuery(spec, query, change)));
  return {
    query,
    href,
    set: (change) => navigate(href(change), { replace: true }),
    push: (change) => navigate(href(change), { keepFocus: true }),
    pages: pageCount,
  };
}
