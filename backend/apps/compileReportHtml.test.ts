// docs/server.md, "MCP Apps: the compile report": the app is one self-contained page, so that the
// sandbox's default-deny CSP lets it run: one inline script (ext-apps' App bundled in), nothing
// loaded from elsewhere.
import { describe, expect, it } from 'vitest';
import { compileReportHtml, inlineScript } from './compileReportHtml';

describe('compileReportHtml', () => {
  it('is one page with one inline script and no outside reference', async () => {
    const html = await compileReportHtml();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(link|img|iframe)\b|\bsrc=|\bhref=|@import/);
    // ext-apps' App speaks the spec's methods; the page has its button.
    expect(html).toContain('ui/initialize');
    expect(html).toContain('id="rerun"');
    // Built once per process.
    expect(await compileReportHtml()).toBe(html);
  });

  it('keeps a bundle from closing its script element early', () => {
    expect(inlineScript('a="</script><!--"')).toBe('<script>a="<\\/script><\\!--"</script>');
  });
});
