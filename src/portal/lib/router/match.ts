/** Pure route matching: `/reset_your_password/:id` against a path, with no DOM. */

export type Params = Record<string, string>;

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** The decoded parameters when `path` matches `pattern` exactly (a trailing slash is ignored). */
export function match(pattern: string, path: string): Params | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** Fills `:name` segments of a pattern, URL-encoding each value. */
export function fill(pattern: string, params: Readonly<Record<string, string | number | null | undefined>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value == null) throw new Error(`Missing route parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
