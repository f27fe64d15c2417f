// The three JSON resources (docs/server.md §7). Keywords and default imports come from the
// compiler through the engine's `info` op; limits from the session's configuration.
import {
  MAX_MESSAGE_BYTES,
  MAX_OPEN_BUFFER_CHARS,
  MAX_OPEN_BUFFERS,
  MAX_RESULT_CHARS,
  MAX_SOURCE_CHARS,
  ProtocolError,
  type NeutralResource,
  type NeutralResourceContents,
  type Params,
} from '../../protocol';
import type { EngineFacts } from '../engineFacts';
import { quote, sanitize } from '../../contracts';

export const RESOURCES: readonly NeutralResource[] = [
  {
    uri: 'groovy://keywords',
    name: 'keywords',
    title: 'Groovy keywords',
    description: "The keywords of the Groovy 4 lexer's vocabulary, plus true, false and the primitive types.",
    mimeType: 'application/json',
  },
  {
    uri: 'groovy://default-imports',
    name: 'default-imports',
    title: 'Default imports',
    description:
      'The packages and classes every Groovy source sees without an import, read from the compiler.',
    mimeType: 'application/json',
  },
  {
    uri: 'groovy://limits',
    name: 'limits',
    title: 'Server limits',
    description:
      'Message, source and result limits, open buffer caps, the classpath entry count and whether a root is configured.',
    mimeType: 'application/json',
  },
];

export interface ResourceDeps {
  facts: EngineFacts;
  classpathEntries: number;
  rootConfigured: boolean;
}

const json = (uri: string, value: unknown): NeutralResourceContents => ({
  uri,
  mimeType: 'application/json',
  text: JSON.stringify(value),
});

export async function readResource(params: Params, deps: ResourceDeps): Promise<NeutralResourceContents> {
  const uri = params.uri;
  if (typeof uri !== 'string')
    throw new ProtocolError('invalidParams', 'Invalid params: uri must be a string');
  switch (uri) {
    case 'groovy://keywords':
      return json(uri, { keywords: (await deps.facts.info()).keywords });
    case 'groovy://default-imports':
      return json(uri, (await deps.facts.info()).defaultImports);
    case 'groovy://limits':
      return json(uri, {
        maxMessageBytes: MAX_MESSAGE_BYTES,
        maxSourceChars: MAX_SOURCE_CHARS,
        maxResultChars: MAX_RESULT_CHARS,
        maxOpenBuffers: MAX_OPEN_BUFFERS,
        maxOpenBufferChars: MAX_OPEN_BUFFER_CHARS,
        classpathEntries: deps.classpathEntries,
        rootConfigured: deps.rootConfigured,
      });
    default:
      // -32602 in every revision (docs/revisions.md §6); data.uri as 2026-07-28 requires.
      throw new ProtocolError('invalidParams', `unknown resource ${quote(uri)}`, { uri: sanitize(uri) });
  }
}
