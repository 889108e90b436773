/** What every routed page receives. */
import type { Params } from './match.ts';

export interface PageProps {
  /** The route's decoded `:name` parameters. */
  params: Params;
  /** The route's title, also used for the document title. */
  title: string;
}
