// groovymcp's own MCP App's HTML, a module made at build time by scripts/compileReportPlugin.ts.
declare module 'virtual:groovymcp-compile-report' {
  const html: string;
  export default html;
}
