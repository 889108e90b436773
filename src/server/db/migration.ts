/** The shape of one versioned migration (see migrate.ts); each file in migrations/ exports one. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Statements run one by one (both drivers take one statement per parameterised call). */
  readonly statements: readonly string[];
}
