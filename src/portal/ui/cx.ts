/** Joins the truthy class names; CSS-module lookups may be undefined under noUncheckedIndexedAccess. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
