// Ping: the round trip through the worker and the session machine, in milliseconds as the traffic
// recorder timed it (a 2026-07-28 server answers -32601: that revision has no ping).
import { useRef, useState } from 'react';
import { describeError } from '../../client';
import { formatLatency } from '../format';
import { usePlayground, useSessionStatus } from '../playground';

export function PingButton() {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [result, setResult] = useState('');
  const count = useRef(0);

  const ping = async () => {
    const reply = await client.request('ping');
    // Numbered, so two answers in a row with the same latency still read as two answers.
    const n = ++count.current;
    const latency =
      reply.requestSeq === undefined ? undefined : client.traffic.get(reply.requestSeq)?.latencyMs;
    if (!reply.outcome.ok) setResult(`ping ${n}: ${describeError(reply.outcome.error)}`);
    else setResult(`ping ${n}: pong${latency === undefined ? '' : ` in ${formatLatency(latency)}`}`);
  };

  return (
    <span>
      <button type="button" disabled={status.state !== 'connected'} onClick={() => void ping()}>
        Ping
      </button>{' '}
      <output aria-label="Ping result" className="muted">
        {result}
      </output>
    </span>
  );
}
