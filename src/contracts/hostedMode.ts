// What the page learns of hosted mode (docs/hosted.md, "What is off"): `GET /api/servers` carries
// it in `hosted` beside the server list, so the Server select can say which features are off and
// why. Absent in local mode, where everything is on.

export const HOSTED_OFF_FEATURES = [
  'configServers',
  'stdioBridge',
  'httpProxy',
  'typedUrls',
  'oauth',
  'fileSources',
  'mcpApps',
] as const;
export type HostedOffFeature = (typeof HOSTED_OFF_FEATURES)[number];

export interface HostedOff {
  readonly feature: HostedOffFeature;
  /** The feature, in words ("Servers from a config file"). */
  readonly what: string;
  /** Why hosted mode turns it off, in words. */
  readonly why: string;
}

export interface HostedModeInfo {
  readonly off: readonly HostedOff[];
  /** Names of the Streamable HTTP servers the operator allows (also in `servers`). */
  readonly allowedHttpServers: readonly string[];
}

/** The `reason` of a hosted-mode refusal's error body, beside `kind` and `message`. */
export const HOSTED_OFF_REASON = 'hostedOff';
