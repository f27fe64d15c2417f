// A call the server refused with -32042 URLElicitationRequiredError (docs/any-server.md, "URL-mode
// elicitation"): the URLs its `data.elicitations` asks the person to visit, each shown like the
// elicitation dialog's URL variant, and Retry the call once they are done.
import { useState } from 'react';
import { urlElicitationOf, type Call } from '../../client';
import { UrlElicitation } from '../elicitation/UrlElicitation';

export const URL_ELICITATION_REQUIRED = -32042;

/** The valid URL elicitations of a -32042 failure; none for any other outcome. */
export function urlElicitationsOf(call: Call<unknown>) {
  const error = call.outcome.ok ? undefined : call.outcome.error;
  if (error?.kind !== 'rpc' || error.code !== URL_ELICITATION_REQUIRED) return [];
  const listed = (error.data as { elicitations?: unknown } | undefined)?.elicitations;
  return (Array.isArray(listed) ? listed : []).flatMap((entry) => {
    const request = urlElicitationOf(entry);
    return request ? [request] : [];
  });
}

export function UrlElicitationRequired({
  call,
  onRetry,
}: {
  call: Call<unknown>;
  onRetry: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const requests = urlElicitationsOf(call);
  if (requests.length === 0) return null;
  return (
    <section className="elicitation-required" aria-label="URL elicitation required">
      <p>
        The server needs you to visit {requests.length === 1 ? 'this URL' : 'these URLs'} first, then retry:
      </p>
      {requests.map((request) => (
        <div key={request.elicitationId} className="elicitation-request">
          <p className="elicitation-message">{request.message}</p>
          <UrlElicitation request={request} />
        </div>
      ))}
      <button
        type="button"
        className="primary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        {retrying ? 'Retrying…' : 'Retry the call'}
      </button>
    </section>
  );
}
