/**
 * The themes by name, in the order of spec §3's index, and where this browser remembers the
 * choice; the blocking script that applies it before the first paint (theme-boot.ts) reads the
 * same key (a unit test keeps them equal).
 */
export { themeNames, type ThemeName } from '../../../contract/constants.ts';

export const themeStorageKey = 'portal.theme';
