// GET /api/health (docs/engine-protocol.md, "HTTP (backend)"). No bearer token: it tells only the engine
// state and the Groovy version, and Host/Origin checks still apply, so neither a foreign page nor a
// DNS-rebinding page can read it; readiness probes and scripts can poll it without the token.
// Besides the engine state and the version, `sandbox` says whether the engine's least-privilege layer is in force
// (`enforced` | `unavailable`, null until the engine is ready; engine/README.md "Compile, never run")
// and `problem` says why an engine that cannot start stays `starting`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EngineHealthReport } from '../../src/contracts';
import type { EngineStatus } from './engineStatus';
import { requireGetOrHead, sendJson } from './httpError';

export function handleHealthRoute(req: IncomingMessage, res: ServerResponse, status: EngineStatus): void {
  requireGetOrHead(req);
  const problem = status.startProblem?.message;
  const report: EngineHealthReport = {
    engine: status.health,
    groovyVersion: status.groovyVersion ?? null,
    sandbox: status.sandbox ?? null,
    ...(problem === undefined ? {} : { problem }),
  };
  sendJson(res, 200, report);
}
