// Whether the Groovy engine behind the tools runs with its sandbox in force (engine/README.md
// "Compile, never run"): read from GET /api/health when the page opens, at each connect and when the
// engine is ready again, since a restarted engine reports afresh. The tools compile and never run
// source either way; "unavailable" means the least-privilege wall behind that promise is missing on
// this Java. With another server chosen it is labelled as the built-in server's (docs/playground.md,
// "Another server").
import { useEffect, useState } from 'react';
import type { EngineHealthReport, EngineSandbox } from '../../contracts';
import { useSessionStatus } from '../playground';
import { useEngineHealth } from '../useEngineHealth';
import { useBuiltInLabel } from './builtInLabel';

type Sandbox = EngineSandbox | 'unknown';

async function readSandbox(): Promise<Sandbox> {
  try {
    const response = await fetch(new URL('api/health', document.baseURI), { cache: 'no-store' });
    // Read defensively: an older or foreign backend may answer without the field.
    const health = (await response.json()) as Partial<Record<keyof EngineHealthReport, unknown>>;
    return health.sandbox === 'enforced' || health.sandbox === 'unavailable' ? health.sandbox : 'unknown';
  } catch {
    return 'unknown';
  }
}

const TITLES: Record<Sandbox, string> = {
  enforced:
    'The engine compiles source and never runs it; its sandbox (no file writes, programs, sockets) is in force.',
  unavailable:
    'The engine compiles source and never runs it, but its least-privilege sandbox is not in force on this Java (it needs Java 17–23).',
  unknown: 'The engine has not said yet whether its sandbox is in force.',
};

export function SandboxBadge() {
  const status = useSessionStatus();
  const builtIn = useBuiltInLabel();
  const [sandbox, setSandbox] = useState<Sandbox>('unknown');
  const connected = status.state === 'connected';
  // A restarted engine reports afresh: read again when the worker says it is ready again.
  const engineReady = useEngineHealth().state === 'ready';

  useEffect(() => {
    let current = true;
    void readSandbox().then((value) => current && setSandbox(value));
    return () => {
      current = false;
    };
  }, [connected, engineReady]);

  return (
    <output
      aria-label={builtIn.label('Engine sandbox')}
      className={`sandbox-badge sandbox-${sandbox}`}
      title={builtIn.title(TITLES[sandbox])}
    >
      {builtIn.label('Sandbox')}: {sandbox}
    </output>
  );
}
