// Roles and accessible names, small and structural: the subset of ARIA in HTML and the accname
// algorithm that the portal's elements need, computed without CSS so jsdom and happy-dom agree.
// Order as in accname: aria-labelledby, aria-label, native label (label, alt, value, caption,
// legend), content (for roles named by their content), then title and placeholder.

/** Collapses whitespace runs and trims, as names and texts are compared. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const roleOfInputType: Record<string, string | null> = {
  button: 'button', submit: 'button', reset: 'button', image: 'button', checkbox: 'checkbox',
  radio: 'radio', range: 'slider', number: 'spinbutton', search: 'searchbox', password: null,
  hidden: null, file: null, color: null, date: null, 'datetime-local': null, month: null,
  week: null, time: null,
};
const landmarkScopes = 'article, aside, main, nav, section';

/** The element's role: the first token of `role`, else its implicit HTML role, else null. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.localName;
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : null;
    case 'input': {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      const role = type in roleOfInputType ? (roleOfInputType[type] ?? null) : 'textbox';
      return el.hasAttribute('list') && (role === 'textbox' || role === 'searchbox') ? 'combobox' : role;
    }
    case 'select':
      return el.hasAttribute('multiple') || Number(el.getAttribute('size')) > 1 ? 'listbox' : 'combobox';
    case 'img':
      return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'th':
      return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
    case 'section':
      return hasOwnLabel(el) ? 'region' : null;
    case 'form':
      return hasOwnLabel(el) ? 'form' : null;
    case 'header':
      return el.parentElement?.closest(landmarkScopes) ? null : 'banner';
    case 'footer':
      return el.parentElement?.closest(landmarkScopes) ? null : 'contentinfo';
    default:
      return /^h[1-6]$/.test(tag) ? 'heading' : (tagRoles[tag] ?? null);
  }
}

const tagRoles: Record<string, string> = {
  button: 'button', textarea: 'textbox', option: 'option', dialog: 'dialog', nav: 'navigation',
  main: 'main', aside: 'complementary', ul: 'list', ol: 'list', menu: 'list', li: 'listitem',
  table: 'table', thead: 'rowgroup', tbody: 'rowgroup', tfoot: 'rowgroup', tr: 'row', td: 'cell',
  progress: 'progressbar', meter: 'meter', article: 'article', fieldset: 'group', details: 'group',
  hr: 'separator', p: 'paragraph', output: 'status',
};

function hasOwnLabel(el: Element): boolean {
  return !!(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby')?.trim());
}

/** The heading level of h1-h6 or of `aria-level`. */
export function headingLevel(el: Element): number | null {
  const level = Number(el.getAttribute('aria-level') ?? /^h([1-6])$/.exec(el.localName)?.[1]);
  return Number.isInteger(level) && level > 0 ? level : null;
}

/** Hidden from assistive technology: hidden, aria-hidden, inline display/visibility, closed dialog. */
export function isInaccessible(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
    if (node.localName === 'dialog' && !node.hasAttribute('open')) return true;
    const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
  }
  return false;
}

const nameFromContent = new Set([
  'button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link', 'menuitem',
  'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'row', 'rowheader', 'switch', 'tab',
  'tooltip', 'treeitem',
]);
const labelable = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';
const blockTags = /^(address|article|aside|blockquote|br|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|td|th|tr|ul)$/;

/** The labels of a labelable control: `<label for>` and the wrapping label. */
export function labelsOf(el: Element): Element[] {
  if (!el.matches(labelable)) return [];
  const doc = el.ownerDocument;
  const byFor = el.id ? [...doc.querySelectorAll('label')].filter((l) => l.htmlFor === el.id) : [];
  const wrapping = el.parentElement?.closest('label');
  if (wrapping && !wrapping.htmlFor && !byFor.includes(wrapping)) byFor.push(wrapping);
  return byFor;
}

/** The first control a label labels. */
export function controlOf(label: HTMLLabelElement): Element | null {
  if (label.htmlFor) return label.ownerDocument.getElementById(label.htmlFor);
  return label.querySelector(labelable);
}

/** The element's accessible name, whitespace-normalised. */
export function accessibleName(el: Element): string {
  return normalise(nameOf(el, false, el));
}

function nameOf(el: Element, inReference: boolean, self: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy && !inReference) {
    const doc = el.ownerDocument;
    const parts = labelledBy.trim().split(/\s+/).map((id) => doc.getElementById(id));
    const text = parts.map((ref) => (ref ? nameOf(ref, true, self) : '')).join(' ');
    if (normalise(text)) return text;
  }
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return label;
  const native = nativeName(el, self);
  if (native) return native;
  const role = roleOf(el);
  if (inReference || (role && nameFromContent.has(role))) {
    const text = contentText(el, self);
    if (normalise(text)) return text;
  }
  return el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '';
}

function nativeName(el: Element, self: Element): string {
  const tag = el.localName;
  const type = el.getAttribute('type')?.toLowerCase();
  if (tag === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) {
    return el.getAttribute('value') ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
  }
  const labels = labelsOf(el);
  if (labels.length) return labels.map((l) => contentText(l, self)).join(' ');
  if (tag === 'img' || tag === 'area' || (tag === 'input' && type === 'image')) {
    return el.getAttribute('alt') ?? '';
  }
  const caption = { table: 'caption', fieldset: 'legend', figure: 'figcaption' }[tag];
  const child = caption ? [...el.children].find((c) => c.localName === caption) : undefined;
  return child ? contentText(child, self) : '';
}

/** Text of an element's content: hidden parts skipped, controls by their value, images by alt. */
export function contentText(el: Element, self: Element = el): string {
  let text = '';
  for (const child of el.childNodes) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    if (element === self || element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') continue;
    if (/^(script|style|template)$/.test(element.localName)) continue;
    const part = embeddedValue(element) ?? nameOf(element, true, self);
    text += blockTags.test(element.localName) ? ` ${part} ` : part;
  }
  return text;
}

function embeddedValue(el: Element): string | null {
  if (el.localName === 'select') {
    const select = el as HTMLSelectElement;
    return select.options[select.selectedIndex]?.textContent ?? '';
  }
  if (el.localName === 'textarea' || el.localName === 'input') {
    const role = roleOf(el);
    return role === 'textbox' || role === 'searchbox' || role === 'combobox' ? (el as HTMLInputElement).value : '';
  }
  return null;
}
