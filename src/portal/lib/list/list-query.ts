/**
 * A list's query as its address holds it, read and written with its endpoint's query schemas (the
 * contract's queryInt, queryOneOf ...): the same checks the server applies, so the address holds
 * only values the server accepts, typed as the contract declares them. A value the schema refuses
 * reads as the schema's default; defaults are left out of the address.
 */
import type { FieldIssue, Infer, Schema } from '../../../contract/schema.ts';

/** The query values a list keeps in its address, by the endpoint's names. */
export type ListShape = { readonly [key: string]: Schema<unknown, false> };

/** The typed query of a list. */
export type ListQuery<S extends ListShape> = { -readonly [K in keyof S]: Infer<S[K]> };

/**
 * A sorted list: its column and order keys, and the order a column starts in when chosen (given
 * the column as the address writes it; the order it returns is checked by the order's schema).
 */
export interface Sorting<S extends ListShape> {
  sort: keyof S & string;
  order: keyof S & string;
  firstOrder: (sort: string) => string;
}

export interface ListSpec<S extends ListShape> {
  shape: S;
  /** Address names unlike the endpoint's (the subject list keeps `search` as `q`). */
  names?: { readonly [K in keyof S]?: string };
  /**
   * The column and its order travel together: both are written unless both are the defaults, and
   * an order left out reads as the column's first order (codes A to Z, dates newest first).
   */
  sorting?: Sorting<S>;
}

/** A list described by a shape taken from its endpoint's query. */
export function listSpec<const S extends ListShape>(spec: ListSpec<S>): ListSpec<S> {
  return spec;
}

const nameOf = <S extends ListShape>(spec: ListSpec<S>, key: keyof S & string) => spec.names?.[key] ?? key;

/** Each value's default: what its schema makes of an absent parameter. */
export function listDefaults<S extends ListShape>(shape: S): ListQuery<S> {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.check(undefined, key, [])])) as ListQuery<S>;
}

/** Reads the query from an address's search string; refused values read as their defaults. */
export function readListQuery<S extends ListShape>(spec: ListSpec<S>, search: string): ListQuery<S> {
  const params = new URLSearchParams(search);
  const entries = Object.entries(spec.shape).map(([key, schema]) => {
    const issues: FieldIssue[] = [];
    const value = schema.check(params.get(nameOf(spec, key)) ?? undefined, key, issues);
    return [key, issues.length ? schema.check(undefined, key, []) : value];
  });
  const query = Object.fromEntries(entries) as ListQuery<S>;
  const sorting = spec.sorting;
  const sort = sorting ? textOf(query[sorting.sort]) : undefined;
  if (sorting && sort !== undefined && !params.has(nameOf(spec, sorting.order)) && params.has(nameOf(spec, sorting.sort))) {
    const order = spec.shape[sorting.order]?.check(sorting.firstOrder(sort), sorting.order, []);
    return { ...query, [sorting.order]: order };
  }
  return query;
}

/** A value as address text; undefined when it is absent or empty. */
function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  return String(value);
}

/** The search string for a query, defaults left out ('' for the default query). */
export function listQuerySearch<S extends ListShape>(spec: ListSpec<S>, query: ListQuery<S>): string {
  const defaults = listDefaults(spec.shape);
  const isDefault = (key: keyof S & string) => textOf(query[key]) === textOf(defaults[key]);
  const sorting = spec.sorting;
  const sortedAway = sorting ? !isDefault(sorting.sort) || !isDefault(sorting.order) : false;
  const params = new URLSearchParams();
  for (const key of Object.keys(spec.shape)) {
    const text = textOf(query[key]);
    const keep = sortedAway && (key === sorting?.sort || key === sorting?.order);
    if (text !== undefined && (keep || !isDefault(key))) params.set(nameOf(spec, key), text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change to the query; any change but the page's starts again at page 1. */
export function changeListQuery<S extends ListShape>(spec: ListSpec<S>, query: ListQuery<S>, change: Partial<ListQuery<S>>): ListQuery<S> {
  const restart = 'page' in spec.shape && !('page' in change) ? { page: listDefaults(spec.shape)['page'] } : {};
  return { ...query, ...restart, ...change };
}

/** How many pages `totalRows` fill (at least 1, so that an empty list still has its page). */
export function pageCount(totalRows: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalRows / perPage));
}
