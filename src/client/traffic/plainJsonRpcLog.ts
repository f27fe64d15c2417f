// A plain JSON-RPC line log (one message per line, as a server's stdio log or a proxy writes it)
// read for import (docs/playground.md, "Traffic", "Import"). The log says nothing about direction
// or time: directionRule.ts infers the side, and the revision is the one its initialize settled on.
// A line that is not a JSON-RPC message is reported with its number; the other lines are kept.
import { DirectionInference } from './directionRule';
import { idKey, summarizeValue } from '../wire/messageSummary';
import type { Direction } from './trafficRecorder';

export interface LogLine {
  readonly lineNumber: number;
  readonly text: string;
}

export interface LogMessage {
  readonly direction: Direction;
  readonly line: string;
  readonly lineNumber: number;
}

export interface ImportProblem {
  readonly lineNumber: number;
  readonly problem: string;
}

export interface PlainLog {
  readonly messages: readonly LogMessage[];
  readonly problems: readonly ImportProblem[];
  /** The protocol version the log's initialize settled on (its result's, else its request's). */
  readonly revision: string | undefined;
}

/** Why `value` is not a JSON-RPC 2.0 message, or undefined when it is one. */
function notJsonRpc(value: unknown): string | undefined {
  if (Array.isArray(value)) return 'a JSON array (batch), not one message';
  if (typeof value !== 'object' || value === null) return 'not a JSON object';
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return 'not a JSON-RPC 2.0 message ("jsonrpc" is not "2.0")';
  if (typeof message.method !== 'string' && !('result' in message) && !('error' in message))
    return 'neither a request, a notification nor a response';
  return undefined;
}

function protocolVersionOf(value: unknown, where: 'params' | 'result'): string | undefined {
  const version = ((value as Record<string, unknown>)[where] as { protocolVersion?: unknown } | undefined)
    ?.protocolVersion;
  return typeof version === 'string' ? version : undefined;
}

export function parsePlainLog(lines: readonly LogLine[]): PlainLog {
  const infer = new DirectionInference();
  const messages: LogMessage[] = [];
  const problems: ImportProblem[] = [];
  const initializeIds = new Set<string>();
  let asked: string | undefined;
  let answered: string | undefined;
  for (const { lineNumber, text } of lines) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      problems.push({ lineNumber, problem: 'not JSON' });
      continue;
    }
    const problem = notJsonRpc(value);
    if (problem) {
      problems.push({ lineNumber, problem });
      continue;
    }
    const summary = summarizeValue(value);
    const key = idKey(summary.id);
    const kind = summary.kind === 'result' || summary.kind === 'error' ? 'response' : summary.kind;
    if (kind === 'invalid') {
      problems.push({ lineNumber, problem: summary.problem ?? 'not a JSON-RPC message' });
      continue;
    }
    const direction = infer.next(kind, summary.method, key);
    if (summary.method === 'initialize' && key !== undefined) {
      initializeIds.add(key);
      asked ??= protocolVersionOf(value, 'params');
    } else if (kind === 'response' && key !== undefined && initializeIds.has(key)) {
      answered ??= protocolVersionOf(value, 'result');
    }
    messages.push({ direction, line: text, lineNumber });
  }
  return { messages, problems, revision: answered ?? asked };
}
