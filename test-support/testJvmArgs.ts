// The JVM flags of the engines the tests start (GROOVYMCP_JVM_ARGS, read by
// backend/engine/engineCommand.ts): Vitest's hundred-odd engines and bin/groovymcp processes, and
// the backends and hosted replicas a Playwright spec starts of its own (the shared `npm start` of
// the specs keeps the product's flags: it lives the whole run). These JVMs live seconds, not hours:
// C1 alone halves their CPU here (about 280 → 140 s of the Vitest run), while C2's faster warm code
// never pays back its compile time; and they skip the warm-up compile, which cost each engine
// ~0.3 s of CPU (0.73 → 0.47 s for a start and one diagnostics, engine/README.md). With them, the
// hosted-visitors spec's four JVMs cost 41 CPU-s instead of 54. The product keeps its warm-up
// (Main.java) and, in local mode, tiered C1+C2 (hosted mode's main lane runs C1 only:
// backend/hosted/launchHosted.ts). A GROOVYMCP_JVM_ARGS of the caller's wins.
export function testJvmArgs(env: NodeJS.ProcessEnv = process.env): string {
  return env.GROOVYMCP_JVM_ARGS ?? '-XX:TieredStopAtLevel=1 -Dgroovymcp.warmUp=false';
}
