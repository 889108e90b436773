// Ambient module types for the build's CSS handling (esbuild bundles CSS; tests load a proxy).

/** A CSS module: class names as written in the stylesheet, mapped to the bundled names. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** A global stylesheet imported for its side effect (theme.css). */
declare module '*.css';
