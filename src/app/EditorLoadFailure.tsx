// A lazily loaded editor that could not be loaded (useLazyMonaco.ts): why, in words, the plain text
// box below it stands in meanwhile, and Retry loads the editor again (docs/playground.md, "Quality a
// user notices").
interface EditorLoadFailureProps {
  message: string;
  hint: string;
  onRetry: () => void;
}

export function EditorLoadFailure({ message, hint, onRetry }: EditorLoadFailureProps) {
  return (
    <div className="chunk-failure" role="alert">
      <p className="error-text">{message}. Use the text box below.</p>
      <p className="muted">{hint}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
