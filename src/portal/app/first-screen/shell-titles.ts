/**
 * The signed-in pages' titles in the reader's language. The first screen knows them in English
 * only (the route table's own words); their translations are in the shell's table, which the
 * shell publishes here for the current language once it has loaded, and again on every language
 * change (layouts/shell-titles.ts), so the sign-in page downloads none of them. Until then the
 * English title shows.
 */
import { createStore } from '../../lib/store/create-store.ts';
import type { ShellTitle } from './title.ts';

export type ShellTitles = { readonly [T in ShellTitle]: string };

export const shellTitlesStore = createStore<{ titles?: ShellTitles }>({});
