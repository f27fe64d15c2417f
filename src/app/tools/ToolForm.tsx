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
import { formFromSchema } from '../forms/schemaForm';
import { argumentsFrom, initialValue } from '../forms/formValue';
import { SchemaFields } from '../forms/SchemaFields';
import { fieldMessages, rawArguments, schemaRefusal } from './formProblems';
import { FormRefusalView } from './FormRefusalView';
import './tools.css';
import { RawArguments } from './RawArguments';
import { ACTIVE, FORM_ONLY, sourceArguments, sourceFields } from './sourceSelection';
import { SourceSelector } from './SourceSelector';
import { StartedTask, TaskSwitch } from './TaskSwitch';
import { atPosition, inMode, isStoredForm, type StoredForm } from './storedForm';
import { useFormRefusal } from './useFormRefusal';
import { ProgressView } from '../ProgressView';

interface ToolFormProps {
  tool: Tool;
  onResult: (call: Call<CallToolResult>, sent: Record<string, unknown>) => void;
  /** A call (not a task) is about to be sent with these arguments. */
  onStart?: (sent: Record<string, unknown>) => void;
}

export function ToolForm({ tool, onResult, onStart }: ToolFormProps) {
  const { client, workspace, editor, lint } = usePlayground();
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
  const formElement = useRef<HTMLFormElement>(null);
  const { refusal, refuse, focus, clear: clearRefusal } = useFormRefusal(formElement, visible, stored);

  const setMode = (mode: 'form' | 'raw') => setStored(inMode(stored, mode, visible));

  // A tool that takes a position can take it from the editor's caret (docs/playground.md, "Tools").
  const positioned = ['line', 'character'].every((name) => form.properties.some((p) => p.name === name));
  const fillFromCursor = () => {
    const caret = editor.cursor();
    if (caret) setStored(atPosition(stored, { line: caret.line, character: caret.character }));
  };

  /** Checks the arguments against the input schema first, unless the person said "Send anyway". */
  const call = async (anyway = false) => {
    let args: Record<string, unknown>;
    if (stored.mode === 'raw') {
      const parsed = rawArguments(stored.raw);
      if (!('ok' in parsed)) return refuse(parsed);
      args = parsed.value;
    } else args = argumentsFrom({ kind: 'object', properties: visible }, stored.values);
    // Read the buffer now, not when the form rendered: the person may have typed since.
    const sent = { ...args, ...sourceArguments(stored.source, tool.inputSchema, workspace) };
    setCalling(true);
    // Cancel is offered from here on, while the arguments are checked too: a click then ends the
    // call before it is sent.
    const controller = new AbortController();
    abort.current = controller;
    if (!anyway) {
      // A check that cannot run (the lint worker failed) does not stop the call.
      const verdict = await lint.validateValue(tool.inputSchema, sent).catch(() => undefined);
      if (verdict && 'valid' in verdict && !verdict.valid) {
        const shown = new Set(stored.mode === 'form' ? visible.map((property) => property.name) : []);
        const problems = verdict.problems ?? verdict.errors.map((message) => ({ path: '', message }));
        setCalling(false);
        return refuse(schemaRefusal(problems, shown));
      }
    }
    clearRefusal();
    setStarted(undefined);
    if (stored.asTask && taskAvailable && !controller.signal.aborted) {
      const start = await client.tasks.callAsTask(tool.name, sent);
      setCalling(false);
      if ('task' in start) setStarted({ task: start.task, sent });
      else onResult(start.call, sent);
      return;
    }
    setProgress(undefined);
    onStart?.(sent);
    const result = await callTool(client, tool.name, sent, {
      signal: controller.signal,
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
      ref={formElement}
      className="tool-form"
      aria-label={`Call ${tool.name}`}
      // The form says why it does not send (the input schema's check), not the browser's bubbles.
      noValidate
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
          problems={refusal?.kind === 'schema' ? fieldMessages(refusal.byField) : undefined}
        />
      ) : (
        <RawArguments
          text={stored.raw}
          onChange={(raw) => setStored({ ...stored, raw })}
          inputSchema={tool.inputSchema}
          sourceArgs={sourceArgs}
        />
      )}
      {refusal && <FormRefusalView refusal={refusal} focus={focus} onSendAnyway={() => void call(true)} />}
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
