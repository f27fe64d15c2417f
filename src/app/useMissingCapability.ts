// Another server may lack what groovymcp has (docs/any-server.md, "Servers unlike groovymcp"): a
// panel whose capability the connected server did not declare says so, and asks it nothing.
import { useSessionStatus } from './playground';

/** Words saying the connected server lacks `capability` ("tools", "resources", "prompts"), or undefined. */
export function useMissingCapability(capability: string): string | undefined {
  const status = useSessionStatus();
  if (status.state !== 'connected' || capability in status.serverCapabilities) return undefined;
  return `This server (${status.server.name}) has no ${capability}: it did not declare the "${capability}" capability.`;
}
