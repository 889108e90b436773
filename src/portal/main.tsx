/** Entry: reads config.json before the first render, then mounts the portal. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme.css';
import { loadConfig } from './lib/config/config.ts';
import { setRuntimeConfig } from './lib/config/runtime.ts';
import { configureApi } from './lib/http/api-settings.ts';
import { startLanguage } from './lib/i18n/language-store.ts';
import { notices } from './domain/messages/catalogue.ts';
import { App, prefetchShell } from './app/app.tsx';
import { handleFailure } from './app/central-errors.ts';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { withStyles } from './app/late-styles.ts';
import { isLoggedIn } from './lib/session/session.ts';
import { prefetchSignedOutPage } from './app/prefetch-page.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A visitor already signed in will need the signed-in layout: it arrives while config.json loads.
  // A visitor signed out gets the page it will see (the sign-in form, mostly) meanwhile.
  if (isLoggedIn()) prefetchShell();
  else prefetchSignedOutPage(window.location.pathname);
  const result = await loadConfig();
  if (!result.ok) {
    // Only a misconfigured installation needs this screen, so it is not in the first download.
    // When the network that failed config.json also fails this import, a plain message remains.
    try {
      const { ConfigErrorScreen } = await withStyles('config-error', () => import('./app/config-error.tsx'))();
      root.render(<ConfigErrorScreen problems={result.problems} />);
    } catch {
      const keys = result.problems.map((p) => (p.kind === 'key' ? p.key : p.kind)).join(', ');
      root.render(<p role="alert">The portal cannot start: config.json needs correcting ({keys}).</p>);
    }
    return;
  }
  setRuntimeConfig(result.config);
  // The sign-in screen's texts in the visitor's language are loaded before it shows.
  await startLanguage(result.config.defaultLanguage);
  configureApi({
    apiBase: result.config.apiBase,
    onFailure: handleFailure,
    notices: { auth: notices.authFailure(), accessDenied: notices.accessDenied() },
  });
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
}

void start();
