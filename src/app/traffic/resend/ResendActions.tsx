// Resend and Edit and resend on a message's detail, and the links between a message and its
// resends (docs/playground.md, "Traffic", "Resend a message"). Resend sends the line again at once
// (a request with the session's next id) and selects the new row; Edit and resend hands it, with
// that id filled in, to the Raw tab. Both link the new row to this one.
import { useMemo, useState } from 'react';
import { describeError, type TrafficRow } from '../../../client';
import { usePlayground, useSessionStatus, useTraffic } from '../../playground';
import { resendOffer, resentLine } from './resendLine';

interface ResendActionsProps {
  row: TrafficRow;
  onSelect: (seq: number) => void;
}

export function ResendActions({ row, onSelect }: ResendActionsProps) {
  const { client, openInRaw } = usePlayground();
  const connected = useSessionStatus().state === 'connected';
  const offer = resendOffer(row, connected);
  const [failure, setFailure] = useState<string>();

  const resend = async () => {
    const id = offer?.newId ? client.reserveId() : undefined;
    const result = await client.sendRaw(resentLine(row.raw, id), { resendOf: row.seq });
    setFailure(result.error ? `Resend failed: ${describeError(result.error)}` : undefined);
    const seq = result.seqs[0];
    if (seq !== undefined) onSelect(seq);
  };
  const editAndResend = () => {
    const id = offer?.newId ? client.reserveId() : undefined;
    openInRaw({ text: resentLine(row.raw, id), resendOf: row.seq, ...(id === undefined ? {} : { id }) });
  };

  return (
    <>
      {offer && (
        <>
          <button
            type="button"
            disabled={offer.disabled !== undefined}
            title={
              offer.disabled ??
              (offer.newId ? "Send it again with the session's next id" : 'Send it again as it was')
            }
            onClick={() => void resend()}
          >
            Resend
          </button>
          {/* Raw sends anything, connected or not (a handshake by hand): editing is always offered. */}
          <button type="button" onClick={editAndResend} title="Open it in the Raw tab to edit, then send">
            Edit and resend
          </button>
          {offer.disabled && <span className="muted">{offer.disabled}</span>}
        </>
      )}
      {failure && <span className="error-text">{failure}</span>}
    </>
  );
}

/** "Resends #N" on a resent row, "Resent as #A, #B" on a row sent again; each a link to the row. */
export function ResendLinks({ row, onSelect }: ResendActionsProps) {
  const { rows } = useTraffic();
  const resends = useMemo(
    () => rows.filter((other) => other.resendOf === row.seq).map((other) => other.seq),
    [rows, row.seq],
  );
  if (row.resendOf === undefined && resends.length === 0) return null;
  return (
    <p className="resend-links">
      {row.resendOf !== undefined && (
        <>
          Resends{' '}
          <button type="button" className="link-button" onClick={() => onSelect(row.resendOf as number)}>
            #{row.resendOf}
          </button>
          {resends.length > 0 && '. '}
        </>
      )}
      {resends.length > 0 && (
        <span role="list" aria-label="Resent as">
          Resent as{' '}
          {resends.map((seq, i) => (
            <span role="listitem" key={seq}>
              {i > 0 && ', '}
              <button type="button" className="link-button" onClick={() => onSelect(seq)}>
                #{seq}
              </button>
            </span>
          ))}
        </span>
      )}
    </p>
  );
}
