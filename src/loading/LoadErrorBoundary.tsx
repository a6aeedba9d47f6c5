import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** What the part is for (the address, a file opened): another shows the part, not its failure. */
  resetKey?: unknown;
  /** Loads the page afresh (the tests' stand-in for location.reload). */
  reload?: () => void;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  /** Tries since the part was last shown at this reset key. */
  retries: number;
}

/**
 * In place of a part of the page that failed to render (a chunk or the rest of the copy that
 * could not be downloaded, offline for a moment), says so and offers to try again. Trying again
 * renders the part afresh, which downloads again, since loadOnce forgets a failed download.
 * Without a boundary React would unmount the whole page and leave it blank. A try that fails too
 * also offers to reload the page: a browser that keeps a failed module fetch for the page's life
 * (whatwg/html#6768) fails every later import of it, and only a new page clears that.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false, retries: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && (this.state.failed || this.state.retries > 0))
      this.setState({ failed: false, retries: 0 });
  }

  tryAgain = () => this.setState((state) => ({ failed: false, retries: state.retries + 1 }));

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <LoadFailed
        onTryAgain={this.tryAgain}
        onReload={this.state.retries > 0 ? reload : undefined}
      />
    );
  }
}

function LoadFailed({ onTryAgain, onReload }: { onTryAgain: () => void; onReload?: () => void }) {
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
      <div className="load-error__actions">
        <button ref={button} type="button" className="button button--primary" onClick={onTryAgain}>
          {t('app.retry')}
        </button>
        {onReload && (
          <button type="button" className="button button--secondary" onClick={onReload}>
            {t('app.reload')}
          </button>
        )}
      </div>
    </div>
  );
}
