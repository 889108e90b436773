/**
 * The English texts of the screen shown instead of the portal when config.json is missing or
 * wrong (app/config-error.tsx); es.ts translates them key for key. The screen shows before any
 * configuration, so every language's table is loaded with it. `{url}`, `{status}` and `{languages}` are
 * filled in; the key names of config.json stay as they are written in the file.
 */
export const en = {
  title: 'The portal is not configured correctly',
  lead: 'The portal cannot start because its configuration file, config.json, has a problem:',
  note: "If you are a user of the portal, please tell your hospital's IT team. If you run this portal, correct config.json next to index.html and reload the page.",
  problem: {
    notObject: 'config.json must hold a JSON object.',
    unreachable: '{url} could not be fetched. Check the web server is reachable.',
    status: '{url} answered {status}. The file may be missing.',
    notJson: '{url} is not valid JSON.',
    apiBase: '"apiBase" must be a path starting with "/" or a full http(s) address.',
    defaultLanguage: '"defaultLanguage" must be one of {languages}, or left out.',
    sessionMinutes: '"sessionMinutes" must be a whole number of minutes from 1 to 1440.',
    productName: '"productName" must be a non-empty text.',
    supportEmail: '"supportEmail" must be an email address.',
  },
} as const;
