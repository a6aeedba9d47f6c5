import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** What the part is for (the address, a file opened): another shows the part, not its failure. */
  resetKey?: unknown;
}

/**
 * In place of a part of the page that failed to render (a chunk or the rest of the copy that
 * could not be downloaded, offline for a moment), says so and offers to try again. Trying again
 * renders the part afresh, which downloads again, since loadOnce forgets a failed download.
 * Without a boundary React would unmount the whole page and leave it blank.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.tryAgain();
  }

  tryAgain = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? <LoadFailed onTryAgain={this.tryAgain} /> : this.props.children;
  }
}

function LoadFailed({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // Focus the failed part held (a link in it, the button of a retry that failed too) went with it;
  // the button takes it, so a keyboard can try again at once. Focus elsewhere stays where it is.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body)
      button.current?.focus();
  }, []);
  return (
    <div className="load-error">
      <p role="alert">{t('app.loadFailed')}</p>
      <button ref={button} type="button" className="button button--primary" onClick={onTryAgain}>
        {t('app.retry')}
      </button>
    </div>
  );
}
