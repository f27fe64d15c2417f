// The definition of the tool a task ran, looked up in the server's `tools/list` (listTools, as the
// Tools tab loads it), so that the task's result is checked against the tool's real outputSchema
// rather than judged as if the tool had none. Looked up only once the task has a result.
import { useEffect, useState } from 'react';
import { describeError, listTools, type Tool } from '../../client';
import { usePlayground } from '../playground';

/** The tool, or why it could not be found; undefined while the lookup runs (or before it starts). */
export type TaskToolLookup = { tool: Tool } | { missing: string } | undefined;

export function useTaskTool(name: string, wanted: boolean): TaskToolLookup {
  const { client } = usePlayground();
  const [found, setFound] = useState<{ name: string; lookup: Exclude<TaskToolLookup, undefined> }>();

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const settle = (lookup: Exclude<TaskToolLookup, undefined>) => current && setFound({ name, lookup });
    listTools(client)
      .then((call) => {
        if (!call.outcome.ok)
          return settle({ missing: `tools/list failed: ${describeError(call.outcome.error)}` });
        const tool = call.outcome.value.find((candidate) => candidate.name === name);
        settle(tool ? { tool } : { missing: `the server no longer lists a tool named ${name}` });
      })
      .catch((cause: unknown) => settle({ missing: `tools/list failed: ${String(cause)}` }));
    return () => {
      current = false;
    };
  }, [client, name, wanted]);

  return found?.name === name ? found.lookup : undefined;
}
