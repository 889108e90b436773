// Ambient module types for the build's CSS handling (esbuild bundles CSS; tests load a proxy).

/** A CSS module: class names as written in the stylesheet, mapped to the bundled names. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** A global stylesheet imported for its side effect (theme.css). */
declare module '*.css';

/** Defined as `true` by build.mjs in the browser bundle; undefined when tests run the source. */
declare const PORTAL_BUNDLE: true;
