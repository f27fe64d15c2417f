// The MCP Apps sandbox proxy page (docs/playground.md, "MCP Apps"; the ext-apps spec's "sandbox proxy"):
// served on the sandbox origin, framed by the playground. It tells the host it is ready, takes the
// app's HTML from `ui/notifications/sandbox-resource-ready`, puts it in an inner srcdoc frame (which
// inherits this page's CSP), and relays every other message between host and app unchanged.

/** The proxy's script. `HOST` is the playground origin, checked by the server before it is written in. */
function proxyScript(hostOrigin: string): string {
  return `(() => {
  const HOST = ${JSON.stringify(hostOrigin)};
  let inner;
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.origin === HOST) {
      const message = event.data;
      if (message && message.method === 'ui/notifications/sandbox-resource-ready') {
        if (inner) return;
        inner = document.createElement('iframe');
        // No allow-same-origin: the app gets an opaque origin, not even this sandbox origin's.
        inner.setAttribute('sandbox', 'allow-scripts allow-forms');
        inner.setAttribute('title', 'MCP App');
        inner.srcdoc = String(message.params && message.params.html || '');
        document.body.appendChild(inner);
        return;
      }
      if (inner && inner.contentWindow) inner.contentWindow.postMessage(message, '*');
    } else if (inner && event.source === inner.contentWindow) {
      window.parent.postMessage(event.data, HOST);
    }
  });
  window.parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, HOST);
})();`;
}

export function sandboxPageHtml(hostOrigin: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>MCP App sandbox</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body><script>${proxyScript(hostOrigin)}</script></body></html>`;
}
