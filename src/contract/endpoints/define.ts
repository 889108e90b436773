/**
 * The shape of an endpoint, the builders of the area tables, and path building and matching.
 * An endpoint value holds only its method, path and access rule (who may call it, access.ts); the
 * types of its body, query and answer ride along as a type (from the area's schemas in
 * `contract/schemas/`), so the portal's bundle carries paths, not schemas.
 */
import type { Access, MemberAccess } from '../access.ts';
import type { Infer, InferShape, Schema, Shape } from '../schema.ts';
import type { FieldIssuesData } from '../schemas/errors.ts';

export type Method = 'GET' | 'POST';

/** The `data` of failure answers by HTTP status (a 409's conflict, a 429's wait). */
export type ErrorSchemas = { readonly [status: number]: Schema<unknown> };

/** What an endpoint's schemas declare: optional body and query, the answer's `data`, and its failures' `data`. */
export interface EndpointSchemas {
  readonly body?: Schema<unknown>;
  readonly query?: Shape;
  /** The `data` of a successful answer; `null` for an answer with no data. */
  readonly data: Schema<unknown> | null;
  /**
   * The `data` its failures carry, by status, beyond the 400 field issues every endpoint may answer
   * (schemas/errors.ts). A failure of any other status carries none.
   */
  readonly errors?: ErrorSchemas;
}

export interface Endpoint<P extends string = string, A extends Access = Access, S extends EndpointSchemas = EndpointSchemas> {
  readonly method: Method;
  readonly path: P;
  /** Who may call it; the server refuses anyone else before the handler runs (access.ts). */
  readonly access: A;
  /**
   * Set when the answer is the bare `data` in this media type instead of the JSON envelope (the FHIR
   * export's Bundle); failures keep the `{message}` envelope.
   */
  readonly mediaType?: 'application/fhir+json';
  /** Type only: never set at run time. */
  readonly schemas?: S;
}

export type AnyEndpoint = Endpoint<string, Access, EndpointSchemas>;
type SchemasOf<E> = E extends Endpoint<string, Access, infer S> ? S : never;
/** The access rule of an endpoint, as its literal type. */
export type AccessOf<E> = E extends Endpoint<string, infer A, EndpointSchemas> ? A : never;

/** The request body an endpoint takes (undefined: it takes none). */
export type BodyOf<E> = SchemasOf<E> extends { body: Schema<unknown> } ? Infer<SchemasOf<E>['body']> : undefined;
/** The query an endpoint's handler receives, after checking. */
export type QueryOf<E> = SchemasOf<E> extends { query: Shape } ? InferShape<SchemasOf<E>['query']> : Record<string, never>;
/** The query a caller may send: every value optional (defaults apply at the server). */
export type QueryInputOf<E> = { [K in keyof QueryOf<E>]?: QueryValue };
/** The `data` of a successful answer. */
export type DataOf<E> = SchemasOf<E>['data'] extends Schema<unknown> ? Infer<SchemasOf<E>['data']> : undefined;

/** The `data` of an endpoint's failures by status: its declared ones and the 400 field issues of every endpoint. */
export type ErrorsOf<E> = { readonly 400: FieldIssuesData } & (SchemasOf<E> extends { errors: infer X }
  ? { readonly [S in keyof X]: X[S] extends Schema<unknown> ? Infer<X[S]> : never }
  : unknown);

/** The `data` any failure of an endpoint may carry: one of its declared payloads. */
export type FailureDataOf<E> = ErrorsOf<E>[keyof ErrorsOf<E>];

/** The `{name}` segments of a path pattern. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never;
/** The values a caller fills the path's `{name}` segments with. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };
export type ParamsOf<E> = E extends Endpoint<infer P, Access, EndpointSchemas> ? PathParams<P> : never;

/** A POST endpoint and who may call it. */
export function post<P extends string, const A extends Access>(path: P, access: A): Endpoint<P, A> {
  return { method: 'POST', path, access };
}

/** A GET endpoint and who may call it. */
export function get<P extends string, const A extends Access>(path: P, access: A): Endpoint<P, A> {
  return { method: 'GET', path, access };
}

/** Who may call the endpoints of the screens before sign-in. */
export const anyone = { caller: 'anyone' } as const;
/** Any signed-in user. */
export const signedIn = { caller: 'signed-in' } as const;
/** A platform administrator. */
export const admin = { caller: 'admin' } as const;
/** A session waiting for its second factor (issue 34), and nothing else. */
export const secondStep = { caller: 'second-step' } as const;

/** A member of the session's institution who holds `needs` there. */
export function member(needs: MemberAccess['needs'], options: { readonly ownerProtected?: true } = {}): MemberAccess {
  return { caller: 'member', needs, ...options };
}

/** Patient data: a member who holds `needs` and accepted the terms in the institution (spec §4). */
export function patientData(needs: MemberAccess['needs']): MemberAccess {
  return { caller: 'member', needs, terms: true };
}

/**
 * Gives an area's endpoints the types of its schemas: `area<typeof userSchemas>()({ ... })`. Every
 * endpoint needs a schema entry of the same name and every schema entry an endpoint.
 */
export function area<S extends Record<string, EndpointSchemas>>() {
  return <T extends { readonly [K in keyof S]: Endpoint<string, Access, EndpointSchemas> }>(
    table: T & Record<Exclude<keyof T, keyof S>, never>,
  ): { readonly [K in keyof T]: T[K] extends Endpoint<infer P, infer A, EndpointSchemas> ? Endpoint<P, A, S[K & keyof S]> : never } =>
    table as never;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds the path of an endpoint, relative to apiBase: fills `{name}` segments (URL-encoded, so a
 * `/` or `..` in a value can never change the path) and appends the query, skipping empty values.
 */
export function buildPath(
  endpoint: AnyEndpoint,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
