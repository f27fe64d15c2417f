// The one in-process stand-in for the Groovy engine, for unit tests of the session machine and of
// the backend's HTTP server (the real engine has its own tests through the JVM). It answers each op
// with a well-formed result derived from the request, records every request, can be told to fail,
// and reports the supervisor's state (health, version, sandbox) that GET /api/health shows.
import type {
  EngineClient,
  EngineError,
  EngineHealth,
  EngineRequest,
  EngineResponse,
  EngineSandbox,
} from '../src/contracts';

export const FAKE_INFO = {
  groovyVersion: '4.0.26',
  keywords: ['abstract', 'as', 'class', 'def', 'for', 'if', 'in', 'trait', 'true', 'false', 'int', 'boolean'],
  defaultImports: {
    packages: ['java.lang', 'java.util', 'groovy.lang'],
    classes: ['BigDecimal', 'BigInteger'],
  },
};

const range = (line: number, start: number, end: number) => ({
  start: { line, character: start },
  end: { line, character: end },
});

/** Declarations found by a regex, enough to give completion and symbols something to list. */
function symbolsOf(text: string) {
  const symbols: {
    name: string;
    kind: string;
    range: ReturnType<typeof range>;
    selectionRange: ReturnType<typeof range>;
  }[] = [];
  text.split('\n').forEach((line, number) => {
    for (const match of line.matchAll(/\b(def|class)\s+([A-Za-z_$][\w$]*)/g)) {
      const at = match.index + match[1]!.length + 1;
      symbols.push({
        name: match[2]!,
        kind: match[1] === 'class' ? 'class' : 'variable',
        range: range(number, match.index, line.length),
        selectionRange: range(number, at, at + match[2]!.length),
      });
    }
  });
  return symbols;
}

function answer(request: EngineRequest): unknown {
  const uri = request.uri!;
  const text = request.text ?? '';
  switch (request.op) {
    case 'info':
      return FAKE_INFO;
    case 'ping':
      return {};
    case 'diagnostics': {
      const line = text.split('\n').findIndex((l) => l.includes('ERROR'));
      return {
        uri,
        diagnostics:
          line < 0
            ? []
            : [{ range: range(line, 0, 5), severity: 'error', message: 'fake error', source: 'groovyc' }],
      };
    }
    case 'symbols':
      return { uri, symbols: symbolsOf(text) };
    case 'describe':
      return { uri, found: false };
    case 'definition':
    case 'implementations':
    case 'references':
      return { uri, locations: [] };
    case 'complete':
      return { uri, isIncomplete: false, items: [{ label: 'println', kind: 'method' }] };
    case 'signatures':
      return { uri, signatures: [], activeSignature: 0, activeParameter: 0 };
    case 'tokens': {
      const legend = { tokenTypes: ['keyword'], tokenModifiers: [] };
      return request.args?.encoding === 'relative'
        ? { uri, legend, encoding: 'relative', data: [] }
        : { uri, legend, tokens: [] };
    }
    case 'format':
    case 'organize-imports':
      return { uri, edits: [] };
    case 'rename':
      return { uri, changes: [] };
  }
}

export class FakeEngine implements EngineClient {
  readonly requests: EngineRequest[] = [];
  /** When set, every request gets this error instead of an answer. */
  failWith: EngineError | undefined;
  /** When set, replaces the answer of every op but `info`. */
  override: ((request: EngineRequest) => unknown) | undefined;
  /** When set, replaces the whole response, errors and rejections included. */
  respond: ((request: EngineRequest) => EngineResponse | Promise<EngineResponse>) | undefined;

  // What the supervisor reports (backend/http/engineStatus.ts).
  health: EngineHealth = 'ready';
  groovyVersion: string | undefined = FAKE_INFO.groovyVersion;
  sandbox: EngineSandbox | undefined = 'enforced';
  startProblem: { message: string } | undefined;

  async request(request: EngineRequest): Promise<EngineResponse> {
    this.requests.push(request);
    if (this.respond) return this.respond(request);
    if (this.failWith) return { error: this.failWith };
    if (this.override && request.op !== 'info') return { result: this.override(request) };
    return { result: answer(request) };
  }
}
