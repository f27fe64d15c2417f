// What opening a share link did, under the title bar until the person dismisses it
// (docs/playground.md, "Share a link").
import type { SharedLinkNotice as Notice } from './useSharedLink';

export function SharedLinkNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div
      className={`shared-link-notice ${notice.kind}`}
      role={notice.kind === 'problem' ? 'alert' : 'status'}
    >
      <span>{notice.text}</span>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
