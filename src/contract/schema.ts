/**
 * A small set of schema combinators: the one declaration of every request body, query and answer
 * of the API. The server checks bodies and queries with them; the tests check the server's answers
 * with them; the TypeScript types of the wire are inferred from them; docs/api.md is written from
 * them. The portal's bundle imports only their types, never this code.
 */
import { isMailbox, maxEmailLength } from './email-address.ts';
import { languages, type Language } from './languages.ts';

/** What is wrong with one field, as a code the portal can put into words next to the field. */
export type IssueCode =
  | 'required'
  | 'type'
  | 'empty'
  | 'too_short'
  | 'too_long'
  | 'one_of'
  | 'format'
  | 'range'
  | 'unknown_field'
  | 'invalid_text'
  | 'control_characters'
  /** A new password that is a common one or made of the words around it (server-side only). */
  | 'guessable';

/** One problem with a field: its path in the body or query (`name`, `roles.2`) and the code. */
export interface FieldIssue {
  field: string;
  code: IssueCode;
  /** The bound a `too_short`, `too_long` or `range` issue refers to. */
  limit?: number;
}

/** A schema of values of type T. `optional` marks a field that may be absent. */
export interface Schema<T, O extends boolean = boolean> {
  readonly optional: O;
  /** The value's shape in TypeScript notation, for docs/api.md. */
  readonly doc: string;
  /** Checks (and normalises: trims text, parses query numbers) a value; pushes any issues. */
  check(value: unknown, field: string, issues: FieldIssue[]): T;
}

/** The type a schema describes. */
export type Infer<S> = S extends Schema<infer T, boolean> ? T : never;

export type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends Schema<unknown, true> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object type of a shape: optional schemas become optional properties. */
export type InferShape<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

function schema<T>(doc: string, check: Schema<T, false>['check']): Schema<T, false> {
  return { optional: false, doc, check };
}

const at = (field: string, key: string | number) => (field ? `${field}.${key}` : String(key));

// A lone UTF-16 surrogate cannot be stored as text without silently becoming U+FFFD; NUL is
// refused by PostgreSQL. Both are refused instead of being changed behind the sender's back.
const invalidText = /[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds only characters that are stored exactly as sent. */
export function isStorableText(value: string): boolean {
  return !invalidText.test(value);
}

// Characters that change how text is laid out or read rather than what it says: the C0 and C1
// controls (NUL, TAB, CR, LF, DEL ...), the Unicode line and paragraph separators, and the bidi
// controls that reorder what follows them. In a name or a company they would start a new line or
// paragraph of a mail, or show an address backwards.
const layoutControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/;

/** Whether a string is one line of plain text: no control, separator or bidi control character. */
export function isOneLineText(value: string): boolean {
  return !layoutControls.test(value);
}

export interface TextRule {
  /** Longest accepted value, in characters (code points), after trimming. */
  max: number;
  /** Shortest accepted value; an empty value is refused unless `min` is 0. Default 1. */
  min?: number;
  /** Keep surrounding white space (passwords). Default: trimmed. */
  raw?: boolean;
  /** A pattern the value must match (after trimming), reported as `format`. */
  pattern?: RegExp;
  /** One line of plain text (isOneLineText, after trimming), else `control_characters`. */
  oneLine?: boolean;
}

/** Text: trimmed unless `raw`, refused when blank (unless `min` is 0), too short or too long. */
export function text(rule: TextRule): Schema<string, false> {
  const min = rule.min ?? 1;
  return schema(`string (${min ? `${min}` : '0'}..${rule.max} characters${rule.oneLine ? ', one line' : ''})`, (value, field, issues) => {
    if (typeof value !== 'string') return issue(issues, field, value === undefined ? 'required' : 'type', '');
    if (!isStorableText(value)) return issue(issues, field, 'invalid_text', '');
    const result = rule.raw ? value : value.trim();
    const length = [...result].length;
    if (length === 0 && min > 0) return issue(issues, field, 'empty', result);
    if (length < min) return issue(issues, field, 'too_short', result, min);
    if (length > rule.max) return issue(issues, field, 'too_long', result, rule.max);
    if (rule.oneLine && !isOneLineText(result)) return issue(issues, field, 'control_characters', result);
    if (rule.pattern && !rule.pattern.test(result)) return issue(issues, field, 'format', result);
    return result;
  });
}

/**
 * A person's name or an organisation's (name, lastname, company): one line of plain text. Every
 * request field that takes one uses this kind, so no endpoint can let a line break or a bidi
 * control into a name that a mail, a certificate or a list later shows.
 */
export function nameText(rule: { max: number; min?: number }): Schema<string, false> {
  return text({ ...rule, oneLine: true });
}

/**
 * An email address field: trimmed text of at most 254 characters that is one mailbox
 * (email-address.ts isMailbox), else a `format` issue. Every request field that takes an email
 * uses this.
 */
export function emailAddress(): Schema<string, false> {
  const base = text({ max: maxEmailLength });
  return schema(`email address (local@domain, at most ${maxEmailLength} characters)`, (value, field, issues) => {
    const before = issues.length;
    const result = base.check(value, field, issues);
    return issues.length === before && !isMailbox(result) ? issue(issues, field, 'format', result) : result;
  });
}

/** One of a fixed list of strings. */
export function oneOf<const V extends readonly string[]>(values: V): Schema<V[number], false> {
  const doc = values.map((v) => JSON.stringify(v)).join(' | ');
  return schema(doc, (value, field, issues) => {
    if (value === undefined) return issue(issues, field, 'required', values[0] as V[number]);
    if (typeof value !== 'string' || !values.includes(value)) {
      return issue(issues, field, 'one_of', values[0] as V[number]);
    }
    return value as V[number];
  });
}

/** A whole number within `min..max`. */
export function int(min = 0, max = 2_147_483_647): Schema<number, false> {
  return schema(`integer (${min}..${max})`, (value, field, issues) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return issue(issues, field, value === undefined ? 'required' : 'type', 0);
    }
    if (value < min) return issue(issues, field, 'range', value, min);
    if (value > max) return issue(issues, field, 'range', value, max);
    return value;
  });
}

/** A JSON number (not NaN or infinite). */
export function num(): Schema<number, false> {
  return schema('number', (value, field, issues) =>
    typeof value === 'number' && Number.isFinite(value) ? value : issue(issues, field, value === undefined ? 'required' : 'type', 0),
  );
}

/** true or false. */
export function bool(): Schema<boolean, false> {
  return schema('boolean', (value, field, issues) =>
    typeof value === 'boolean' ? value : issue(issues, field, value === undefined ? 'required' : 'type', false),
  );
}

/** Exactly this value. */
export function literal<const V extends string | number | boolean>(expected: V): Schema<V, false> {
  return schema(JSON.stringify(expected), (value, field, issues) =>
    value === expected ? expected : issue(issues, field, value === undefined ? 'required' : 'one_of', expected),
  );
}

/** A list of items, at most `max` long. */
export function array<T>(item: Schema<T>, max = 10_000): Schema<T[], false> {
  return schema(`${wrap(item.doc)}[]`, (value, field, issues) => {
    if (!Array.isArray(value)) return issue(issues, field, value === undefined ? 'required' : 'type', []);
    if (value.length > max) return issue(issues, field, 'too_long', [], max);
    return value.map((entry, index) => item.check(entry, at(field, index), issues));
  });
}

/**
 * An object with exactly these fields: an unknown field is an issue, never silently dropped, unless
 * `unknown` is 'drop' (then it is left out of the checked value and never reaches a handler).
 */
export function object<S extends Shape>(shape: S, options: { unknown?: 'refuse' | 'drop' } = {}): Schema<InferShape<S>, false> {
  const fields = Object.entries(shape);
  const doc = `{ ${fields.map(([key, s]) => `${key}${s.optional ? '?' : ''}: ${s.doc}`).join('; ')} }`;
  return schema(doc, (value, field, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return issue(issues, field, value === undefined ? 'required' : 'type', {} as InferShape<S>);
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    if (options.unknown !== 'drop') {
      for (const key of Object.keys(input)) {
        if (!Object.hasOwn(shape, key)) issues.push({ field: at(field, key), code: 'unknown_field' });
      }
    }
    for (const [key, s] of fields) {
      const entry = input[key];
      if (entry === undefined && s.optional) continue;
      const checked = s.check(entry, at(field, key), issues);
      if (checked !== undefined) out[key] = checked;
    }
    return out as InferShape<S>;
  });
}

/** May be absent (a missing field); `null` is treated as absent too (spec §3: nulls are dropped). */
export function optional<T>(inner: Schema<T>): Schema<T | undefined, true> {
  return {
    optional: true,
    doc: inner.doc,
    check: (value, field, issues) => (value === undefined || value === null ? undefined : inner.check(value, field, issues)),
  };
}

/** May be null (a value that is present but empty on purpose). */
export function nullable<T>(inner: Schema<T>): Schema<T | null, false> {
  return schema(`${inner.doc} | null`, (value, field, issues) => (value === null ? null : inner.check(value, field, issues)));
}

/**
 * One of several shapes: the first that fits without issues. When none fits, the issues of the
 * first are reported (the shape the value most often has).
 */
export function either<A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B, false> {
  return schema(`${wrap(first.doc)} | ${wrap(second.doc)}`, (value, field, issues) => {
    const firstIssues: FieldIssue[] = [];
    const a = first.check(value, field, firstIssues);
    if (!firstIssues.length) return a;
    const secondIssues: FieldIssue[] = [];
    const b = second.check(value, field, secondIssues);
    if (!secondIssues.length) return b;
    issues.push(...firstIssues);
    return a;
  });
}

/** A value of any shape; only for data the contract does not describe (kept out of new endpoints). */
export function unknownValue(): Schema<unknown, false> {
  return schema('unknown', (value) => value);
}

function wrap(doc: string): string {
  return /[|]/.test(doc) ? `(${doc})` : doc;
}

function issue<T>(issues: FieldIssue[], field: string, code: IssueCode, fallback: T, limit?: number): T {
  issues.push(limit === undefined ? { field, code } : { field, code, limit });
  return fallback;
}

/** Checks a whole value: the normalised value, or every issue found. */
export function parse<T>(s: Schema<T>, value: unknown): { ok: true; value: T } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const result = s.check(value, '', issues);
  return issues.length ? { ok: false, issues } : { ok: true, value: result };
}

/**
 * One value per language of the product (contract/languages.ts): an object with every language as
 * a required key, so a text stored in every language travels as one field.
 */
export function perLanguage<T>(inner: Schema<T, false>): Schema<Record<Language, T>, false> {
  const shape: Record<string, Schema<T, false>> = Object.fromEntries(languages.map((language) => [language, inner]));
  return object(shape) as Schema<Record<Language, T>, false>;
}
