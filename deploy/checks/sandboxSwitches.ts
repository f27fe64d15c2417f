// What would switch the Groovy engine's sandbox off (engine/README.md "Compile, never run"): the
// test-only layer switch (engine/src/groovymcp/engine/sandbox/SandboxSwitches.java), a security
// manager refused, or a browser-style "no sandbox" flag. The image and the manifests may carry none
// of them, in an ENV, an argument or GROOVYMCP_JVM_ARGS (dockerfilePolicy.ts, manifestPolicy.ts).
const SWITCHES: readonly RegExp[] = [
  /groovymcp\.testing\.disableLayers/,
  /java\.security\.manager\s*=\s*disallow/,
  /--no-sandbox\b/,
];

/** The sandbox switches `text` contains, as written there. */
export function sandboxSwitchesIn(text: string): string[] {
  return SWITCHES.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
