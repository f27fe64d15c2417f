// Wire codes per error kind. JSON-RPC fixes -32700…-32603; -32002 is the legacy "not initialized"
// code; -32021/-32022 are the 2026-07-28 MCP codes (docs/revisions.md §1, "Error codes").
import type { ErrorKind } from '../errors';

export const ERROR_CODES: Readonly<Record<ErrorKind, number>> = {
  parseError: -32700,
  invalidRequest: -32600,
  unknownMethod: -32601,
  invalidParams: -32602,
  internal: -32603,
  notReady: -32002,
  missingCapability: -32021,
  unsupportedVersion: -32022,
};
