// Whether the session worker can reach a ready engine (docs/playground.md, "Session bar"): ready,
// starting, restarting, unreachable (the backend does not answer) or unauthorized (it refuses the
// page's token even read again). The words behind the state are the worker's, in the title.
// With another server chosen it is labelled as the built-in server's (docs/playground.md,
// "Another server").
import { useEngineHealth } from '../useEngineHealth';
import { useBuiltInLabel } from './builtInLabel';

export function EngineBadge() {
  const health = useEngineHealth();
  const builtIn = useBuiltInLabel();
  const version = health.groovyVersion === null ? '' : ` (Groovy ${health.groovyVersion})`;
  const title =
    health.detail ??
    (health.state === 'ready' ? `The engine answers${version}.` : 'No word from the backend yet.');
  return (
    <output
      aria-label={builtIn.label('Engine state')}
      className={`engine-badge engine-${health.state}`}
      title={builtIn.title(title)}
    >
      {builtIn.label('Engine')}: {health.state}
    </output>
  );
}
