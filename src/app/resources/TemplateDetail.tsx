// One resource template (docs/playground.md, "Resources and Prompts"): a field per variable of its
// URI template, completing from `completion/complete` with `ref/resource` when the server declares
// `completions`; the URI they expand to (RFC 6570, by the SDK's UriTemplate) is then read like any resource.
import { useState } from 'react';
import { expandUriTemplate, uriTemplateVariables, type ResourceTemplate } from '../../client';
import { CompletingField } from '../completion/CompletingField';
import { DetailHeading } from '../DetailHeading';
import { useSessionStatus } from '../playground';
import { ResourceReader } from './ResourceReader';

export function TemplateDetail({ template }: { template: ResourceTemplate }) {
  const status = useSessionStatus();
  const [values, setValues] = useState<Record<string, string>>({});
  const variables = uriTemplateVariables(template.uriTemplate);
  const completes = status.state === 'connected' && status.serverCapabilities.completions !== undefined;
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const names = 'names' in variables ? variables.names : [];
  const complete = names.every((name) => (values[name] ?? '') !== '');

  return (
    <article aria-label={`Resource template ${template.uriTemplate}`}>
      <DetailHeading item={template} code={template.uriTemplate} />
      <p className="muted">{template.mimeType ?? 'no MIME type given'}</p>
      {'problem' in variables ? (
        <p className="error-text" role="alert">
          This template cannot be filled in here: {variables.problem}.
        </p>
      ) : (
        <form
          aria-label={`Arguments of ${template.uriTemplate}`}
          onSubmit={(event) => event.preventDefault()}
        >
          {names.map((name) =>
            completes ? (
              <CompletingField
                key={name}
                completionRef={{ type: 'ref/resource', uri: template.uriTemplate }}
                name={name}
                value={values[name] ?? ''}
                onChange={(value) => set(name, value)}
                context={values}
                required
              />
            ) : (
              <label key={name} className="field">
                {name}{' '}
                <input value={values[name] ?? ''} onChange={(event) => set(name, event.target.value)} />
              </label>
            ),
          )}
          <p>
            URI: <code aria-label="Expanded URI">{expandUriTemplate(template.uriTemplate, values)}</code>
          </p>
          {!complete && <p className="muted">Fill in every variable to read the resource.</p>}
        </form>
      )}
      {'names' in variables && complete && (
        <ResourceReader uri={expandUriTemplate(template.uriTemplate, values)} />
      )}
    </article>
  );
}
