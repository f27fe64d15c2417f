// The call form of one tool: source, arguments (generated form or raw JSON), Call and Cancel.
// Its values are kept per tool in local storage, so they survive a reconnect and a reload.
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  callTool,
  type Call,
  type CallToolResult,
  type ClientTask,
  type Progress,
  type TaskView,
  type Tool,
} from '../../client';
import { useEditorReady, usePlayground, useSessionStatus, useWorkspace } from '../playground';
import { useStoredState } from '../useStoredState';
import { argumentsFrom, formFromSchema, initialValue } from './formModel';
import { RawArguments } from './RawArguments';
import { SchemaFields } from './SchemaFields';
import { ACTIVE, FORM_ONLY, sourceArguments, sourceFields, type SourceChoice } from './sourceSelection';
import { SourceSelector } from './SourceSelector';
import { StartedTask, TaskSwitch } from './TaskSwitch';
import { ProgressView } from '../ProgressView';

interface StoredForm {
  mode: 'form' | 'raw';
  values: Record<string, unknown>;
  raw: string;
  source: SourceChoice;
  /** "Run as task" (docs/tasks.md); absent in forms stored before it existed. */
  asTask?: boolean;
}

const isStoredForm = (value: unknown): value is StoredForm =>
  typeof value === 'object' &&
  value !== null &&
  ((value as StoredForm).mode === 'form' || (value as StoredForm).mode === 'raw') &&
  typeof (value as StoredForm).values === 'object' &&
  typeof (value as StoredForm).raw === 'string' &&
  typeof (value as StoredForm).source === 'string';

interface ToolFormProps {
  tool: Tool;
  onResult: (call: Call<CallToolResult>, sent: Record<string, unknown>) => void;
}

export function ToolForm({ tool, onResult }: ToolFormProps) {
  const { client, workspace, editor } = usePlayground();
  const editorReady = useEditorReady();
  const { active } = useWorkspace();
  const form = useMemo(() => formFromSchema(tool.inputSchema), [tool.inputSchema]);
  const fields = sourceFields(tool.inputSchema);
  const [stored, setStored] = useStoredState<StoredForm>(
    `groovymcp:tool-form:${tool.name}`,
    { mode: 'form', values: initialValue(form), raw: '{}', source: ACTIVE },
    isStoredForm,
  );
  const [calling, setCalling] = useState(false);
  const [progress, setProgress] = useState<Progress>();
  const [started, setStarted] = useState<{ task: ClientTask; sent: Record<string, unknown> }>();
  useSessionStatus(); // whether the switch is offered depends on the session
  const taskAvailable = client.tasks.canRunAsTask(tool);
  const abort = useRef<AbortController>(undefined);
  const sourceArgs = useMemo(
    () => sourceArguments(stored.source, tool.inputSchema, workspace),
    // `active` too: "Active buffer" means another buffer once the person switches tabs.
    [stored.source, tool.inputSchema, workspace, active],
  );
  const hidden = new Set(stored.source === FORM_ONLY ? [] : fields);
  const visible = form.properties.filter((property) => !hidden.has(property.name));

  const setMode = (mode: 'form' | 'raw') => {
    if (mode === 'raw')
      setStored({
        ...stored,
        mode,
        raw: JSON.stringify(argumentsFrom({ kind: 'object', properties: visible }, stored.values), null, 2),
      });
    else {
      let values = stored.values;
      try {
        const parsed: unknown = JSON.parse(stored.raw);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          values = parsed as Record<string, unknown>;
      } catch {
        // Unparseable raw text: the form keeps its previous values.
      }
      setStored({ ...stored, mode, values });
    }
  };

  // A tool that takes a position can take it from the editor's caret (docs/playground.md, "Tools").
  const positioned = ['line', 'character'].every((name) => form.properties.some((p) => p.name === name));
  const fillFromCursor = () => {
    const caret = editor.cursor();
    if (!caret) return;
    const position = { line: caret.line, character: caret.character };
    if (stored.mode === 'form') {
      setStored({ ...stored, values: { ...stored.values, ...position } });
      return;
    }
    let raw: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(stored.raw || '{}');
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        raw = parsed as Record<string, unknown>;
    } catch {
      // Unparseable raw text: the position starts a fresh object rather than losing the click.
    }
    setStored({ ...stored, raw: JSON.stringify({ ...raw, ...position }, null, 2) });
  };

  const call = async () => {
    let args: Record<string, unknown>;
    if (stored.mode === 'raw') {
      try {
        args = JSON.parse(stored.raw || '{}') as Record<string, unknown>;
      } catch {
        args = {};
      }
    } else args = argumentsFrom({ kind: 'object', properties: visible }, stored.values);
    // Read the buffer now, not when the form rendered: the person may have typed since.
    const sent = { ...args, ...sourceArguments(stored.source, tool.inputSchema, workspace) };
    abort.current = new AbortController();
    setCalling(true);
    setStarted(undefined);
    if (stored.asTask && taskAvailable) {
      const start = await client.tasks.callAsTask(tool.name, sent);
      setCalling(false);
      if ('task' in start) setStarted({ task: start.task, sent });
      else onResult(start.call, sent);
      return;
    }
    setProgress(undefined);
    const result = await callTool(client, tool.name, sent, {
      signal: abort.current.signal,
      onProgress: setProgress,
    });
    setCalling(false);
    onResult(result, sent);
  };

  // A task's result shows here too once it has ended (the Tasks tab has its whole story).
  const taskEnded = useCallback(
    (view: TaskView) => {
      if (!started) return;
      if (view.result)
        onResult({ outcome: { ok: true, value: view.result }, requestSeq: view.requestSeq }, started.sent);
    },
    [onResult, started],
  );

  return (
    <form
      className="tool-form"
      aria-label={`Call ${tool.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void call();
      }}
    >
      {fields.length > 0 && (
        <SourceSelector
          value={stored.source}
          fields={fields}
          onChange={(source) => setStored({ ...stored, source })}
        />
      )}
      <div role="radiogroup" aria-label="Arguments as" className="toolbar">
        {(['form', 'raw'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`mode-${tool.name}`}
              checked={stored.mode === mode}
              onChange={() => setMode(mode)}
            />{' '}
            {mode === 'form' ? 'Form' : 'Raw JSON'}
          </label>
        ))}
      </div>
      {stored.mode === 'form' ? (
        <SchemaFields
          properties={visible}
          value={stored.values}
          onChange={(values) => setStored({ ...stored, values })}
        />
      ) : (
        <RawArguments
          text={stored.raw}
          onChange={(raw) => setStored({ ...stored, raw })}
          inputSchema={tool.inputSchema}
          sourceArgs={sourceArgs}
        />
      )}
      <TaskSwitch
        checked={stored.asTask === true}
        available={taskAvailable}
        onChange={(asTask) => setStored({ ...stored, asTask })}
      />
      <div className="toolbar">
        {positioned && (
          <button
            type="button"
            disabled={!editorReady}
            title="Fill line and character (0-based) from the caret in the editor"
            onClick={fillFromCursor}
          >
            Use cursor
          </button>
        )}
        <button type="submit" className="primary" disabled={calling}>
          Call {tool.name}
        </button>
        {calling && (
          <button type="button" onClick={() => abort.current?.abort()}>
            Cancel call
          </button>
        )}
        {calling && <span role="status">Waiting for the answer…</span>}
        {calling && progress && <ProgressView progress={progress} />}
      </div>
      {started && <StartedTask key={started.task.taskId} task={started.task} onEnded={taskEnded} />}
    </form>
  );
}
