// What a person does, as events inside React's act(): each helper fires the events a browser
// would and performs the few default actions the test DOMs lack (Tab moves focus, Enter and Space
// activate buttons, Enter submits a form), so jsdom and happy-dom behave alike.
import { act } from 'react';

type Modifiers = { shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean };

const focusableSelector = [
  'a[href]', 'area[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'iframe',
  'summary', '[tabindex]', '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/** Disabled itself or by a disabled fieldset (happy-dom's :disabled misses the fieldset). */
export function isDisabled(el: Element): boolean {
  if ((el as HTMLButtonElement).disabled === true) return true;
  return !!el.closest('fieldset[disabled]') && /^(button|input|select|textarea)$/.test(el.localName);
}

/** Elements reachable with Tab under root, in document order (positive tabindex not modelled). */
export function tabbable(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && !isDisabled(el) && !el.closest('[hidden], [inert], dialog:not([open])'),
  );
}

function fire(el: EventTarget, event: Event): boolean {
  let notCancelled = true;
  act(() => {
    notCancelled = el.dispatchEvent(event);
  });
  return notCancelled;
}

const mouse = (type: string, init: MouseEventInit = {}) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
const pointer = (type: string) =>
  typeof PointerEvent === 'function'
    ? new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerType: 'mouse', isPrimary: true })
    : mouse(type);

/** Moves focus to the element, inside act. */
export function focus(el: Element): void {
  act(() => (el as HTMLElement).focus());
}

/** Takes focus away from the element, inside act. */
export function blur(el: Element): void {
  act(() => (el as HTMLElement).blur());
}

/**
 * Clicks like a mouse: pointer and mouse down, focus, up, click. Does nothing on a disabled
 * control, as browsers do. Returns false when a handler prevented the click's default action.
 */
export function click(el: Element, modifiers: Modifiers = {}): boolean {
  if (isDisabled(el)) return false;
  fire(el, pointer('pointerdown'));
  if (fire(el, mouse('mousedown', modifiers))) {
    const target = el.closest<HTMLElement>(focusableSelector);
    if (target && !isDisabled(target)) focus(target);
  }
  fire(el, pointer('pointerup'));
  fire(el, mouse('mouseup', modifiers));
  return fire(el, mouse('click', { detail: 1, ...modifiers }));
}

/** Moves the pointer onto the element (React's onMouseEnter comes from mouseover). */
export function hover(el: Element): void {
  for (const type of ['pointerover', 'pointerenter']) fire(el, pointer(type));
  fire(el, mouse('mouseover'));
  fire(el, mouse('mouseenter', { bubbles: false }));
}

/** Moves the pointer off the element and out of the window. */
export function unhover(el: Element): void {
  for (const type of ['pointerout', 'pointerleave']) fire(el, pointer(type));
  fire(el, mouse('mouseout', { relatedTarget: null }));
  fire(el, mouse('mouseleave', { bubbles: false }));
}

function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  // React tracks `value` on the instance; the prototype's setter changes the DOM value behind
  // the tracker's back, so React notices the difference and calls onChange.
  for (let proto = Object.getPrototypeOf(el); proto; proto = Object.getPrototypeOf(proto)) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter.call(el, value);
  }
  el.value = value;
}

/** Replaces the value of an input, textarea or select and fires input and change. Ignores disabled and read-only fields. */
export function type(el: Element, text: string): void {
  if (!/^(input|textarea|select)$/.test(el.localName)) {
    throw new Error(`type() needs an input, textarea or select, not <${el.localName}>`);
  }
  const field = el as HTMLInputElement;
  if (isDisabled(field) || field.readOnly) return;
  focus(field);
  act(() => setNativeValue(field, text));
  fire(field, new Event('input', { bubbles: true }));
  fire(field, new Event('change', { bubbles: true }));
}

/** Submits a form as the browser would after a submit button: one cancelable submit event. */
export function submit(form: Element): boolean {
  const event = typeof SubmitEvent === 'function'
    ? new SubmitEvent('submit', { bubbles: true, cancelable: true })
    : new Event('submit', { bubbles: true, cancelable: true });
  return fire(form, event);
}

function moveFocus(from: Element, backwards: boolean): void {
  const order = tabbable(from.ownerDocument);
  const index = order.indexOf(from as HTMLElement);
  const next = backwards ? order[index < 0 ? order.length - 1 : index - 1] : order[index + 1];
  if (next) focus(next);
  else blur(from);
}

/**
 * Presses a key on the element: keydown, the default action unless prevented (Tab moves focus,
 * Enter clicks a button or link or submits the field's form, Space clicks a button or checkbox),
 * then keyup.
 */
export function pressKey(el: Element, key: string, modifiers: Modifiers = {}): void {
  const init = { key, bubbles: true, cancelable: true, composed: true, ...modifiers };
  const proceed = fire(el, new KeyboardEvent('keydown', init));
  const role = el.localName === 'input' ? (el.getAttribute('type') ?? 'text').toLowerCase() : el.localName;
  if (proceed && key === 'Tab') moveFocus(el, !!modifiers.shiftKey);
  else if (proceed && key === 'Enter' && (role === 'button' || role === 'a' || role === 'submit')) click(el);
  else if (proceed && key === 'Enter' && el.localName === 'input' && (el as HTMLInputElement).form) {
    submit((el as HTMLInputElement).form!);
  }
  fire(el, new KeyboardEvent('keyup', init));
  if (proceed && key === ' ' && /^(button|submit|checkbox|radio)$/.test(role)) click(el);
}

/** Presses Tab (or Shift+Tab) on the focused element. */
export function tab(options: { shift?: boolean } = {}): void {
  pressKey(document.activeElement ?? document.body, 'Tab', { shiftKey: !!options.shift });
}
