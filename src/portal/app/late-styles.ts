/**
 * The stylesheet of a lazily loaded module the sign-in page does not show (a notification's toast,
 * the configuration error screen, the error pages). The build keeps its CSS out of the first
 * screen's stylesheet and names it in index.html (<meta name="portal-style" data-for="module">,
 * build/late-styles.mjs); the module's loader adds it, verified by its hash, and the module renders
 * once both have arrived, so nothing shows unstyled. Without the tag (the source run, where the
 * styles come with the code) there is nothing to add.
 */

/** Adds a `<link>` to the document head and resolves once it has loaded (the shell's too). */
export function addLink(attributes: Record<string, string>): Promise<void> {
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

/** `load` (a module's import) that resolves once the module's own stylesheet has loaded too. */
export function withStyles<M>(name: string, load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="portal-style"][data-for="${name}"]`);
    let styles = added.get(name);
    if (meta && !styles) {
      styles = addLink({ rel: 'stylesheet', href: meta.content, integrity: meta.dataset.integrity ?? '' });
      added.set(name, styles);
      styles.catch(() => added.delete(name));
    }
    return (await Promise.all([load(), styles]))[0];
  };
}
