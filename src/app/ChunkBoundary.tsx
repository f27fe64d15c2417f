// Keeps a part of the page that failed (its lazily loaded code did not arrive, or it threw while
// rendering) from blanking the whole page (docs/playground.md, "Quality a user notices"): it says
// what failed in words and offers Retry, which loads the code again (a fresh attempt: see
// retryableLazy.ts) and renders the part anew.
import { Component, Suspense, type ReactNode } from 'react';
import { explainFailure } from './chunkFailure';

interface ChunkBoundaryProps {
  /** What failed, as the start of a sentence ("The Tools panel"). */
  what: string;
  /** The part for the given attempt (0 first, one more per Retry). */
  children: (attempt: number) => ReactNode;
  /** Shown while the code loads. */
  fallback?: ReactNode;
}

interface ChunkBoundaryState {
  error: unknown;
  attempt: number;
}

export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ChunkBoundaryState> {
    return { error: error ?? new Error('unknown failure') };
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (error !== undefined) {
      const { message, hint } = explainFailure(error);
      return (
        <div className="section chunk-failure" role="alert">
          <p className="error-text">
            {this.props.what} could not be shown: {message}
          </p>
          <p className="muted">{hint}</p>
          <button type="button" onClick={this.retry}>
            Retry
          </button>
        </div>
      );
    }
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children(attempt)}</Suspense>;
  }
}
