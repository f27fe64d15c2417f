// The Completion tab's request builder (docs/playground.md, "Completion"): the ref (a prompt, or a
// resource template when the server offers one), the argument, the value typed so far, and the other
// arguments as `context.arguments`, themselves fields that complete (so "which open buffer" for
// `symbol` is offered by the server's own `uri` completer).
import { CompletingField } from './CompletingField';
import type { CompletionTarget } from './completionTargets';

interface RequestBuilderProps {
  targets: readonly CompletionTarget[];
  target: CompletionTarget | undefined;
  argument: string | undefined;
  value: string;
  context: Readonly<Record<string, string>>;
  onTarget: (key: string) => void;
  onArgument: (name: string) => void;
  onValue: (value: string) => void;
  onContext: (name: string, value: string) => void;
}

export function RequestBuilder(props: RequestBuilderProps) {
  const { targets, target, argument, value, context } = props;
  const others = target?.arguments.filter((name) => name !== argument) ?? [];
  return (
    <form aria-label="Completion request" onSubmit={(event) => event.preventDefault()}>
      <div className="completion-builder">
        <label className="form-field">
          Ref
          <select value={target?.key ?? ''} onChange={(event) => props.onTarget(event.target.value)}>
            {targets.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          Argument
          <select value={argument ?? ''} onChange={(event) => props.onArgument(event.target.value)}>
            {target?.arguments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          Value typed so far
          <input
            type="text"
            autoComplete="off"
            value={value}
            onChange={(event) => props.onValue(event.target.value)}
          />
        </label>
      </div>
      {target && others.length > 0 && (
        <fieldset className="completion-builder">
          <legend>Context arguments (sent when not empty)</legend>
          {others.map((name) => (
            <CompletingField
              key={name}
              completionRef={target.ref}
              name={name}
              value={context[name] ?? ''}
              onChange={(v) => props.onContext(name, v)}
              context={context}
            />
          ))}
        </fieldset>
      )}
    </form>
  );
}
