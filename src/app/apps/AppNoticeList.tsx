// What the app asked of the person (docs/playground.md, "MCP Apps"): its messages and logs, and its
// links as buttons: a link is opened only by a click here, never by the app.
import type { AppNotice } from './appNotices';

export function AppNoticeList({ notices }: { notices: readonly AppNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <ul className="app-notices" aria-label="From the app">
      {notices.map((notice, i) => (
        <li key={i}>
          {notice.kind === 'message' && (
            <>
              <span className="muted">message:</span> {notice.text}
            </>
          )}
          {notice.kind === 'log' && (
            <>
              <span className="muted">log ({notice.level}):</span> {notice.text}
            </>
          )}
          {notice.kind === 'link' && (
            <>
              <span className="muted">asks to open</span>{' '}
              <button type="button" onClick={() => window.open(notice.url, '_blank', 'noopener,noreferrer')}>
                Open {notice.url}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
