// One matchMedia for both test DOMs: jsdom has none and happy-dom has its own, so responsive
// components would otherwise differ between them. Width queries are answered from innerWidth
// (spec §9 breakpoints); the user preferences answer as a default desktop browser would.

type ChangeListener = (event: { matches: boolean; media: string }) => void;

/** Whether one media query holds for a viewport of the given size. */
export function evaluateMediaQuery(query: string, width: number, height: number): boolean {
  return query.split(',').some((part) => {
    const text = part.trim().toLowerCase();
    const negated = text.startsWith('not ');
    const body = negated ? text.slice(4) : text.replace(/^only\s+/, '');
    const result = body.split(/\s+and\s+/).every((c) => evaluateCondition(c.trim(), width, height));
    return negated ? !result : result;
  });
}

function toPx(value: string): number {
  const n = Number.parseFloat(value);
  return /r?em$/.test(value.trim()) ? n * 16 : n;
}

function evaluateCondition(condition: string, width: number, height: number): boolean {
  if (condition === '' || condition === 'all' || condition === 'screen') return true;
  const feature = /^\(\s*([a-z-]+)\s*(?::\s*([^)]+?))?\s*\)$/.exec(condition);
  if (!feature) return false;
  const [, name = '', value = ''] = feature;
  switch (name) {
    case 'min-width':
      return width >= toPx(value);
    case 'max-width':
      return width <= toPx(value);
    case 'min-height':
      return height >= toPx(value);
    case 'max-height':
      return height <= toPx(value);
    case 'orientation':
      return value === (width >= height ? 'landscape' : 'portrait');
    case 'prefers-reduced-motion':
    case 'prefers-contrast':
      return value === 'no-preference';
    case 'prefers-color-scheme':
      return value === 'light';
    case 'hover':
      return value === 'hover';
    case 'pointer':
    case 'any-pointer':
      return value === 'fine';
    default:
      return false;
  }
}

type MediaList = {
  readonly media: string;
  matches: boolean;
  onchange: ChangeListener | null;
  listeners: Set<ChangeListener>;
};

/** Installs the matchMedia stub on the window and returns a function that resizes the viewport. */
export function installMatchMedia(win: Window & typeof globalThis): (width: number, height?: number) => void {
  const lists = new Set<MediaList>();
  let size = { width: win.innerWidth || 1024, height: win.innerHeight || 768 };
  const define = (key: 'innerWidth' | 'innerHeight' | 'outerWidth' | 'outerHeight', get: () => number) =>
    Object.defineProperty(win, key, { configurable: true, get });
  define('innerWidth', () => size.width);
  define('outerWidth', () => size.width);
  define('innerHeight', () => size.height);
  define('outerHeight', () => size.height);

  const matchMedia = (query: string) => {
    const list: MediaList = {
      media: query,
      matches: evaluateMediaQuery(query, size.width, size.height),
      onchange: null,
      listeners: new Set(),
    };
    lists.add(list);
    const add = (type: string, fn: ChangeListener | null) => type === 'change' && fn && list.listeners.add(fn);
    const remove = (type: string, fn: ChangeListener | null) => type === 'change' && fn && list.listeners.delete(fn);
    return {
      get media() { return list.media; },
      get matches() { return list.matches; },
      get onchange() { return list.onchange; },
      set onchange(fn: ChangeListener | null) { list.onchange = fn; },
      addEventListener: add,
      removeEventListener: remove,
      addListener: (fn: ChangeListener | null) => add('change', fn),
      removeListener: (fn: ChangeListener | null) => remove('change', fn),
      dispatchEvent: () => true,
    };
  };
  Object.defineProperty(win, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

  return (width, height = size.height) => {
    size = { width, height };
    for (const list of lists) {
      const matches = evaluateMediaQuery(list.media, width, height);
      if (matches === list.matches) continue;
      list.matches = matches;
      const event = { matches, media: list.media };
      list.onchange?.(event);
      for (const fn of [...list.listeners]) fn(event);
    }
    win.dispatchEvent(new win.Event('resize'));
  };
}
