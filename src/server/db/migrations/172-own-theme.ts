/**
 * Migration 172 (issue 35): each person's theme (contract/constants.ts `themeNames`), kept with
 * the person so that it follows them to another computer and two people sharing a ward's
 * computer each keep theirs. The sign-in answer carries it; `system` follows the device.
 */
import type { Migration } from '../migration.ts';

export const ownThemeMigration: Migration = {
  version: 172,
  name: 'own-theme',
  statements: [`ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'))`],
};
