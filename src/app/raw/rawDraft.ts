// A message handed to the Raw tab to edit and send (docs/playground.md, "Traffic", "Resend a
// message": Edit and resend). The Raw tab mounts when first shown, perhaps after the draft was
// handed over, so the draft waits in a store rather than travelling as an event.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ValueStore } from '../../client';

export interface RawDraft {
  readonly text: string;
  /** The Traffic row the draft sends again: the line sent from it is linked to that row. */
  readonly resendOf?: number;
  /** The id filled in (the session's next), said in the Raw tab. */
  readonly id?: number;
}

export class RawDraftStore extends ValueStore<RawDraft | undefined> {
  constructor() {
    super(undefined);
  }
}

/**
 * The draft to resend, applied to the editor through `apply` each time a new one is handed over
 * (the one waiting when the tab mounts is the editor's initial text: `store.get()`). `forget` drops the link (after a send,
 * or when the person says so); the text stays theirs.
 */
export function useRawDraft(store: RawDraftStore, apply: (text: string) => void) {
  const draft = useSyncExternalStore(store.subscribe, store.get);
  const applied = useRef(draft);
  const [linked, setLinked] = useState(draft);
  useEffect(() => {
    if (draft === undefined || draft === applied.current) return;
    applied.current = draft;
    setLinked(draft);
    apply(draft.text);
  }, [draft, apply]);
  return {
    resend: linked?.resendOf === undefined ? undefined : linked,
    forget: () => setLinked(undefined),
  };
}
