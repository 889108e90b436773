/** Keeps a render error in one page from blanking the portal: an error panel with a way back. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router/link.tsx';
import { paths } from '../domain/paths.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches errors thrown while rendering its children. Keyed by path, so navigating resets it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the browser console for support staff; nothing reaches the person but the panel.
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert variant="error" title="Something went wrong on this page">
        <p>The page could not be shown. You can try again, or go back to the home page.</p>
        <div className="error-actions">
          <Button onClick={() => this.setState({ failed: false })}>Try again</Button>
          <Link to={paths.home()}>Go to the home page</Link>
        </div>
      </Alert>
    );
  }
}
