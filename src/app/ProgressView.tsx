// A request's last `notifications/progress` (docs/playground.md, "Client features for any server"):
// a bar when the server gave a total, the numbers and the server's message.
import type { Progress } from '../client';

export function progressText({ progress, total, message }: Progress): string {
  const amount = total === undefined ? `${progress}` : `${progress} of ${total}`;
  return message ? `${amount}: ${message}` : amount;
}

export function ProgressView({ progress }: { progress: Progress }) {
  const text = progressText(progress);
  return (
    <span className="progress-view">
      {progress.total !== undefined && (
        <progress value={progress.progress} max={progress.total} aria-label={`Progress ${text}`} />
      )}{' '}
      <span>{text}</span>
    </span>
  );
}
