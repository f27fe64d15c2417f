// The Server select's "Streamable HTTP URL…" entry (docs/any-server.md, "A typed URL"): the person
// types a URL, the backend registers it (refusing anything but a well-formed http or https URL, in
// words shown here) and the select switches to it; Connect then talks to it through the backend's
// proxy. Headers for it are typed in the Headers editor, as for a configured server.
import { useState, type FormEvent } from 'react';

interface TypedUrlFormProps {
  /** Registers and chooses `url`; rejects with the words to show. */
  onUse: (url: string) => Promise<void>;
  onCancel: () => void;
}

export function TypedUrlForm({ onUse, onCancel }: TypedUrlFormProps) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    onUse(url.trim())
      .catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(false));
  };

  return (
    <form className="typed-url" aria-label="Type a Streamable HTTP URL" onSubmit={submit}>
      <input
        type="url"
        aria-label="Streamable HTTP URL"
        placeholder="http://127.0.0.1:3001/mcp"
        value={url}
        // The backend's words, not the browser's own check, say what is wrong with a URL.
        formNoValidate
        required
        onChange={(event) => setUrl(event.target.value)}
      />
      <button type="submit" disabled={busy || url.trim() === ''}>
        Use URL
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      {problem !== undefined && (
        <span role="alert" className="error">
          {problem}
        </span>
      )}
    </form>
  );
}
