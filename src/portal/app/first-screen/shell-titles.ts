/**
 * The signed-in pages' titles in the reader's language. The first screen knows them in English
 * only (the route table's own words); their translations are in the shell's table (app/messages,
 * `nav`), so the sign-in page downloads none of them. The shell, once loaded, publishes here its
 * translate function for the current language, and again after every language change
 * (layouts/main-layout.tsx); until then the English title shows.
 */
import { createStore } from '../../lib/store/create-store.ts';
import type { ShellTitle } from './title.ts';

export const shellTitlesStore = createStore<{ translate?: (key: `nav.${ShellTitle}`) => string }>({});
