// groovymcp's own MCP App, the compile report (docs/server.md, "MCP Apps: the compile report"): built
// with ext-apps' App class into one self-contained HTML string (backend/apps/compileReportHtml.ts).
// It draws the markers of the `diagnostics` result it is sent, with code frames from the call's
// `text`, and its Re-run button calls `diagnostics` again through the host (`tools/call`).
import { App } from '@modelcontextprotocol/ext-apps';
import { buildReport, summary, type Report, type ReportEntry } from './report';

const app = new App({ name: 'groovymcp compile report', version: '1.0.0' }, {}, { autoResize: true });
let lastArgs: Record<string, unknown> | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawEntry({ marker, frame }: ReportEntry): HTMLElement {
  const item = element('li', `marker ${marker.severity}`);
  const { line, character } = marker.range.start;
  const head = element('div', 'head');
  head.append(
    element('span', 'severity', marker.severity),
    element('span', 'where', ` ${line + 1}:${character + 1} `),
    element('span', 'message', marker.message),
  );
  item.append(head);
  if (frame !== undefined) {
    const pre = element('pre', 'frame');
    pre.setAttribute('aria-label', `Code frame at line ${line + 1}`);
    for (const frameLine of frame) {
      const gutter = `${frameLine.mark ? '>' : ' '} ${String(frameLine.number).padStart(4)} | `;
      pre.append(element('span', frameLine.mark ? 'line hit' : 'line', `${gutter}${frameLine.text}\n`));
      if (frameLine.mark) {
        const pad = ' '.repeat(gutter.length - 2) + '| ' + ' '.repeat(frameLine.mark.from);
        const caret = '^'.repeat(frameLine.mark.to - frameLine.mark.from);
        pre.append(element('span', 'caret', `${pad}${caret}\n`));
      }
    }
    item.append(pre);
  }
  return item;
}

function draw(report: Report): void {
  const title = document.getElementById('title')!;
  const status = document.getElementById('status')!;
  const list = document.getElementById('markers')!;
  title.textContent = report.uri ? `Compile report: ${report.uri}` : 'Compile report';
  status.textContent = report.problem ?? summary(report);
  list.replaceChildren(...report.entries.map(drawEntry));
}

app.addEventListener('toolinput', (params) => {
  lastArgs = params.arguments;
  (document.getElementById('rerun') as HTMLButtonElement).disabled = false;
});
app.addEventListener('toolresult', (result) => draw(buildReport(lastArgs, result.structuredContent)));

document.getElementById('rerun')!.addEventListener('click', () => {
  if (lastArgs === undefined) return;
  const button = document.getElementById('rerun') as HTMLButtonElement;
  button.disabled = true;
  document.getElementById('status')!.textContent = 'Compiling…';
  app
    .callServerTool({ name: 'diagnostics', arguments: lastArgs })
    .then((result) => draw(buildReport(lastArgs, result.structuredContent)))
    .catch((cause: unknown) => {
      document.getElementById('status')!.textContent = `Re-run failed: ${String(cause)}`;
    })
    .finally(() => {
      button.disabled = false;
    });
});

void app.connect();
