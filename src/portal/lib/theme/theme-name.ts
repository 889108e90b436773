/**
 * The themes by name, in the order of spec §3's index, and where this browser remembers the
 * choice. Shared by the portal and the blocking script that applies the choice before the first
 * paint (theme-boot.ts), so the two cannot disagree.
 */
export const themeNames = ['system', 'light', 'dark'] as const;

export type ThemeName = (typeof themeNames)[number];

export const themeStorageKey = 'portal.theme';
