/**
 * The themes by name, in the order of spec §3's index, and where this browser remembers the
 * choice; the blocking script that applies it before the first paint (theme-boot.ts) reads the
 * same key (a unit test keeps them equal).
 */
export const themeNames = ['system', 'light', 'dark'] as const;

export type ThemeName = (typeof themeNames)[number];

export const themeStorageKey = 'portal.theme';
