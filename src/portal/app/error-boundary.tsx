/** Keeps a render error in one page from blanking the portal: an error panel with a way back. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router/link.tsx';
import { paths } from '../domain/paths.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { useFirstScreenTexts } from './first-screen/texts.ts';

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
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const texts = useFirstScreenTexts();
  return (
    <Alert variant="error" title={texts.pageFailed.title}>
      <p>{texts.pageFailed.body}</p>
      <div className="error-actions">
        <Button onClick={onRetry}>{texts.ui.tryAgain}</Button>
        <Link to={paths.home()}>{texts.pageFailed.home}</Link>
      </div>
    </Alert>
  );
}
