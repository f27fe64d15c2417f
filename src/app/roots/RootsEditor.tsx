// The roots editor (docs/playground.md, "Client features for any server"): a popover from the
// session bar listing the file:// roots the client offers the server, with add and remove. The
// list is kept in local storage and handed to the client, which answers `roots/list` from it and
// sends `notifications/roots/list_changed` when it changes during a session that declared roots.
import { useEffect, useId, useState } from 'react';
import { isRootList, rootProblem, type Root } from '../../client';
import { usePlayground } from '../playground';
import { useStoredState } from '../useStoredState';
import './roots.css';

export function RootsEditor() {
  const { client } = usePlayground();
  const [roots, setRoots] = useStoredState<Root[]>('groovymcp:roots', [], isRootList);
  const [open, setOpen] = useState(false);
  const [uri, setUri] = useState('file:///');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const popoverId = useId();

  useEffect(() => void client.roots.set(roots), [client, roots]);

  const add = () => {
    const trimmed = uri.trim();
    const wrong =
      rootProblem(trimmed) ?? (roots.some((r) => r.uri === trimmed) ? 'already a root' : undefined);
    setProblem(wrong);
    if (wrong) return;
    setRoots([...roots, { uri: trimmed, ...(name.trim() ? { name: name.trim() } : {}) }]);
    setUri('file:///');
    setName('');
  };

  return (
    <div className="roots-editor">
      <button type="button" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        Roots ({roots.length})
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label="Roots" className="roots-popover">
          {roots.length === 0 ? (
            <p className="muted">No roots: roots/list answers an empty list.</p>
          ) : (
            <ul aria-label="Roots offered">
              {roots.map((root) => (
                <li key={root.uri}>
                  <code>{root.uri}</code> {root.name && <span className="muted">{root.name}</span>}{' '}
                  <button
                    type="button"
                    aria-label={`Remove ${root.uri}`}
                    onClick={() => setRoots(roots.filter((r) => r.uri !== root.uri))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            aria-label="Add a root"
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <label>
              URI <input value={uri} onChange={(event) => setUri(event.target.value)} />
            </label>{' '}
            <label>
              Name <input value={name} onChange={(event) => setName(event.target.value)} />
            </label>{' '}
            <button type="submit">Add root</button>
            {problem && <p role="alert">{problem}</p>}
          </form>
        </div>
      )}
    </div>
  );
}
