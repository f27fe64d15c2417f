// What a registration or token endpoint may answer for its body to be used and shown
// (docs/any-server.md, "Authorization", "What discovery refuses"): on success, the document the step
// expects (the SDK's schemas); on failure, an OAuth error response (RFC 6749 §5.2, RFC 7591 §3.2.2).
// Anything else is refused with its status and size: the endpoint came from a server's metadata, and
// the SDK would otherwise quote the unexpected body in its error.
import {
  OAuthClientInformationFullSchema,
  OAuthErrorResponseSchema,
  OAuthTokensSchema,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { parseDocument, type Schema } from './metadataChecks';
import type { AnswerCheck } from './recordingFetch';

const expectAnswer =
  <T>(success: Schema<T>, what: string): AnswerCheck =>
  (status, text) => {
    if (status >= 200 && status < 300) {
      const parsed = parseDocument(text, success, what);
      return parsed.ok ? undefined : parsed.reason;
    }
    return parseDocument(text, OAuthErrorResponseSchema, 'the error').ok
      ? undefined
      : `HTTP ${status}, and the body is not an OAuth error response`;
  };

export const registrationAnswer = expectAnswer(OAuthClientInformationFullSchema, 'the registration answer');
export const tokenAnswer = expectAnswer(OAuthTokensSchema, 'the token answer');
