/** The portal's own version and build date, written in by the production build (build/build-info.mjs). */

export interface BuildInfo {
  /** The package version, as in package.json. */
  version: string;
  /** The date (YYYY-MM-DD) of the commit the build was made from; empty when unknown. */
  date: string;
}

declare const __PORTAL_BUILD__: BuildInfo | undefined;

/** The build's facts; the source run outside a build (tests, a plain bundler) says so. */
export const buildInfo: BuildInfo =
  typeof __PORTAL_BUILD__ === 'undefined' ? { version: 'development', date: '' } : __PORTAL_BUILD__;
