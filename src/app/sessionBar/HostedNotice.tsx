// Hosted mode's notice in the session bar (docs/hosted.md, "What is off"): which features the
// operator's hosted playground turns off, and why, as GET /api/servers said. Folded by default, so
// it costs the bar one line.
import type { HostedModeInfo } from '../../contracts';

export function HostedNotice({ info }: { info: HostedModeInfo }) {
  return (
    <details className="hosted-notice">
      <summary title="This playground is hosted for many visitors: some features are off">
        Hosted: {info.off.length} features off
      </summary>
      <ul aria-label="Off in hosted mode">
        {info.off.map((off) => (
          <li key={off.feature}>
            <strong>{off.what}</strong>: {off.why}.
          </li>
        ))}
      </ul>
    </details>
  );
}
