/**
 * Typed path builders from route patterns: `pathBuilder('/reset_your_password/:id', { key: 'text' })`
 * gives a function that takes `{ id, key? }` and returns `/reset_your_password/7?key=…`. The
 * parameter names come from the pattern's type, so a missing or misspelt one fails the build.
 */
import { fill } from './match.ts';

/** The `:name` segments of a pattern, as a union of names (never when there are none). */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * How a query value is written: 'text' encodes every reserved character; 'path' keeps the
 * slashes of an app path readable (spec §2 spells the landing query `from=/auth/sign-in`).
 */
export type QueryEncoding = 'text' | 'path';
export type QuerySpec = Readonly<Record<string, QueryEncoding>>;

type Query<Q extends QuerySpec> = { [K in keyof Q]?: string | number | null | undefined };
type Arguments<P extends string, Q extends QuerySpec> = Record<PatternParams<P>, string | number> & Query<Q>;

/** The builder's call signature: no argument for a fixed path, optional query, required params. */
export type BuildPath<P extends string, Q extends QuerySpec> = [PatternParams<P>] extends [never]
  ? [keyof Q] extends [never]
    ? () => string
    : (query?: Query<Q>) => string
  : (args: Arguments<P, Q>) => string;

export type PathBuilder<P extends string, Q extends QuerySpec> = BuildPath<P, Q> & {
  /** The route pattern the builder fills, as the route table matches it. */
  readonly pattern: P;
  /** The query keys the route reads, with how each is written. */
  readonly query: Q;
};

function encodeValue(value: string, encoding: QueryEncoding): string {
  const encoded = encodeURIComponent(value);
  return encoding === 'path' ? encoded.replace(/%2F/gi, '/') : encoded;
}

/**
 * A builder for `pattern` whose query may carry the keys of `query` (plain names, written as
 * they are), in the order declared.
 */
export function pathBuilder<const P extends string, const Q extends QuerySpec = Record<never, QueryEncoding>>(
  pattern: P,
  query: Q = {} as Q,
): PathBuilder<P, Q> {
  const build = (args: Readonly<Record<string, string | number | null | undefined>> = {}): string => {
    const search = Object.keys(query)
      .filter((key) => args[key] != null)
      .map((key) => `${key}=${encodeValue(String(args[key]), query[key] as QueryEncoding)}`)
      .join('&');
    const path = fill(pattern, args);
    return search ? `${path}?${search}` : path;
  };
  return Object.assign(build, { pattern, query }) as unknown as PathBuilder<P, Q>;
}
