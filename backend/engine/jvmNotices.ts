// JVM stderr lines the supervisor does not pass on. Java 17–23 print a four-line deprecation
// warning whenever a security manager is installed at run time, and the engine installs one on
// purpose (its sandbox, engine/README.md "Compile, never run"): expected, documented once there, and
// only alarming in every MCP client's log. The JDK prints it on its initial stderr stream, so the
// engine cannot hold it back itself.
const SECURITY_MANAGER_NOTICE = [
  /^WARNING: A terminally deprecated method in java\.lang\.System has been called$/,
  /^WARNING: System::setSecurityManager has been called by groovymcp\.engine\.sandbox\.Sandbox\b/,
  /^WARNING: Please consider reporting this to the maintainers of groovymcp\.engine\.sandbox\.Sandbox$/,
  /^WARNING: System::setSecurityManager will be removed in a future release$/,
];

/** True for a line of the JDK's notice about the engine's own security manager. */
export function isExpectedJvmNotice(line: string): boolean {
  return SECURITY_MANAGER_NOTICE.some((pattern) => pattern.test(line));
}
