/**
 * The stylesheet of a lazily loaded module the sign-in page does not show (a notification's toast,
 * the configuration error screen, the error pages). The build keeps its CSS out of the first
 * screen's stylesheet and names it in index.html (<meta name="portal-style" data-for="module">,
 * build/late-styles.mjs); the module's loader adds it, verified by its hash, and the module renders
 * once both have arrived, so nothing shows unstyled. Without the tag (the source run, where the
 * styles come with the code) there is nothing to add.
 */

/** Adds a `<link>` to the document head and resolves once it has loaded. */
function addLink(attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.crossOrigin = 'anonymous';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove(); // a retry adds it again
      reject(new Error(attributes.href)); // the href that failed, for the console
    });
    document.head.append(link);
  });
}

const added = new Map<string, Promise<void>>();

/** Adds the stylesheet a `<meta name="portal-style">` names, once per URL. */
function addStyles(meta: HTMLMetaElement): Promise<void> {
  let styles = added.get(meta.content);
  if (!styles) {
    styles = addLink({ rel: 'stylesheet', href: meta.content, integrity: meta.dataset.integrity ?? '' });
    added.set(meta.content, styles);
    styles.catch(() => added.delete(meta.content));
  }
  return styles;
}

/**
 * Adds the stylesheets named for the module `name` (those whose tag names it in its data-for list;
 * several pages may share one, which comes first in index.html), in the order index.html lists
 * them, and resolves once they have loaded.
 */
export async function addStylesFor(name: string): Promise<void> {
  const metas = document.querySelectorAll<HTMLMetaElement>(`meta[name="portal-style"][data-for~="${name}"]`);
  await Promise.all([...metas].map(addStyles));
}

/** `load` (a module's import) that resolves once the module's own stylesheets have loaded too. */
export function withStyles<M>(name: string, load: () => Promise<M>): () => Promise<M> {
  return async () => (await Promise.all([load(), addStylesFor(name)]))[0];
}
