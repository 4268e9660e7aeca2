import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed to load, as a visitor would name it. */
  area: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps one half of the site working when the other half's remote cannot be loaded, and
 * tells the visitor what happened instead of showing a blank page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn(`${this.props.area} could not be loaded:`, error.message);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="shell-unavailable">
        <div className="shell-unavailable__card" role="alert">
          <p className="shell-unavailable__brand">CAAWG11 · 2025</p>
          <h1>{this.props.area} is temporarily unavailable</h1>
          <p>
            We could not load this part of the site. Please check your connection and try again in a
            moment. The rest of the site keeps working.
          </p>
          <div className="shell-unavailable__actions">
            <button type="button" onClick={() => window.location.reload()}>
              Try again
            </button>
            <a href="/">Go to the homepage</a>
          </div>
        </div>
      </main>
    );
  }
}
