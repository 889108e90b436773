/**
 * Migration 161: European Portuguese (`pt`, locale pt-PT) joins the product's languages
 * (contract/languages.ts). Its texts are rows keyed by language, which refer to this row.
 */
import type { Migration } from '../migration.ts';

export const portugueseMigration: Migration = {
  version: 161,
  name: 'portuguese',
  statements: [`INSERT INTO languages (code) VALUES ('pt')`],
};
