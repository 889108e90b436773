// Queries in the spirit of Testing Library, a few lines each: by role and accessible name, by
// text, by label. Each get* throws when nothing or more than one thing matches, listing what the
// root does hold so a failing test says why.
import {
  accessibleName, contentText, controlOf, headingLevel, isInaccessible, normalise, roleOf,
} from './dom-aria.ts';

export type TextMatch = string | RegExp;
export type Root = Element | Document;
export type RoleOptions = {
  /** Accessible name: exact after whitespace normalisation, or a RegExp. */
  name?: TextMatch;
  /** Heading level, for role "heading". */
  level?: number;
  /** Include elements hidden from assistive technology (hidden, aria-hidden, closed dialog). */
  hidden?: boolean;
};

/** Whether a text equals the expected string (whitespace-normalised) or matches the RegExp. */
export function matchesText(actual: string, expected: TextMatch): boolean {
  if (typeof expected === 'string') return normalise(actual) === normalise(expected);
  expected.lastIndex = 0;
  return expected.test(normalise(actual));
}

function describe(expected: TextMatch): string {
  return typeof expected === 'string' ? JSON.stringify(expected) : String(expected);
}

function elementsIn(root: Root): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')];
}

function roleSummary(root: Root): string {
  const lines = elementsIn(root)
    .filter((el) => roleOf(el) && !isInaccessible(el))
    .map((el) => `  ${roleOf(el)} ${JSON.stringify(accessibleName(el))}`);
  return lines.length ? lines.join('\n') : '  (no accessible element with a role)';
}

/** Every element with the role (and name, level) under root; [] when none. */
export function queryAllByRole(root: Root, role: string, options: RoleOptions = {}): HTMLElement[] {
  return elementsIn(root).filter(
    (el) =>
      roleOf(el) === role &&
      (options.hidden || !isInaccessible(el)) &&
      (options.level === undefined || headingLevel(el) === options.level) &&
      (options.name === undefined || matchesText(accessibleName(el), options.name)),
  );
}

function roleQuery(role: string, options: RoleOptions): string {
  const parts = [`role "${role}"`];
  if (options.name !== undefined) parts.push(`name ${describe(options.name)}`);
  if (options.level !== undefined) parts.push(`level ${options.level}`);
  return parts.join(' and ');
}

/** Every element with the role under root; throws when there is none. */
export function getAllByRole(root: Root, role: string, options: RoleOptions = {}): HTMLElement[] {
  const found = queryAllByRole(root, role, options);
  if (found.length) return found;
  const hidden = options.hidden ? [] : queryAllByRole(root, role, { ...options, hidden: true });
  const note = hidden.length ? `\n(${hidden.length} hidden element(s) match; pass { hidden: true } to include them)` : '';
  throw new Error(`Unable to find an element with ${roleQuery(role, options)}.${note}\nAccessible roles here:\n${roleSummary(root)}`);
}

/** The one element with the role under root, or null; throws when several match. */
export function queryByRole(root: Root, role: string, options: RoleOptions = {}): HTMLElement | null {
  const found = queryAllByRole(root, role, options);
  if (found.length > 1) {
    throw new Error(`Found ${found.length} elements with ${roleQuery(role, options)}; expected one.\nAccessible roles here:\n${roleSummary(root)}`);
  }
  return found[0] ?? null;
}

/** The one element with the role under root; throws when none or several match. */
export function getByRole(root: Root, role: string, options: RoleOptions = {}): HTMLElement {
  const found = queryByRole(root, role, options);
  return found ?? getAllByRole(root, role, options)[0]!;
}

/** Elements whose text matches, the innermost ones only (a wrapper with the same text is skipped). */
export function queryAllByText(root: Root, text: TextMatch): HTMLElement[] {
  const matched = elementsIn(root).filter(
    (el) => !/^(script|style|template|head|title)$/.test(el.localName) && matchesText(el.textContent ?? '', text),
  );
  return matched.filter((el) => !matched.some((other) => other !== el && el.contains(other)));
}

function textSummary(root: Root): string {
  const body = normalise((root.nodeType === 9 ? (root as Document).body : root).textContent ?? '');
  return body.length > 400 ? `${body.slice(0, 400)}...` : body || '(no text)';
}

/** The one element whose text matches, or null; throws when several match. */
export function queryByText(root: Root, text: TextMatch): HTMLElement | null {
  const found = queryAllByText(root, text);
  if (found.length > 1) {
    const tags = found.map((el) => `<${el.localName}>`).join(', ');
    throw new Error(`Found ${found.length} elements with text ${describe(text)}: ${tags}; expected one.`);
  }
  return found[0] ?? null;
}

/** The one element whose text matches; throws when none or several match. */
export function getByText(root: Root, text: TextMatch): HTMLElement {
  const found = queryByText(root, text);
  if (found) return found;
  throw new Error(`Unable to find an element with text ${describe(text)}. The text here is:\n  ${textSummary(root)}`);
}

/** The controls labelled by text: `<label>` (for or wrapping), aria-label, aria-labelledby. */
export function queryAllByLabelText(root: Root, text: TextMatch): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const label of root.querySelectorAll('label')) {
    const control = controlOf(label);
    if (control && matchesText(contentText(label, control), text)) found.add(control as HTMLElement);
  }
  for (const el of elementsIn(root)) {
    const ariaLabel = el.getAttribute('aria-label');
    if (ariaLabel !== null && matchesText(ariaLabel, text)) found.add(el);
    const ids = el.getAttribute('aria-labelledby')?.trim().split(/\s+/);
    const refs = ids?.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '');
    if (refs && matchesText(refs.join(' '), text)) found.add(el);
  }
  return [...found];
}

/** The one control labelled by text; throws when none or several match. */
export function getByLabelText(root: Root, text: TextMatch): HTMLElement {
  const found = queryAllByLabelText(root, text);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw new Error(`Found ${found.length} controls labelled ${describe(text)}; expected one.`);
  const labels = [...root.querySelectorAll('label')];
  const orphan = labels.find((l) => !controlOf(l) && matchesText(l.textContent ?? '', text));
  if (orphan) throw new Error(`Found a label with text ${describe(text)}, but no control is associated with it (for/id or nesting).`);
  const texts = labels.map((l) => JSON.stringify(normalise(l.textContent ?? ''))).join(', ') || '(none)';
  throw new Error(`Unable to find a control labelled ${describe(text)}. Labels here: ${texts}`);
}
