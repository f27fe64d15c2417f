// docs/playground.md, "Tools": descriptions are Markdown, read safely.
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref, type Block, type Inline } from './markdownParser';

const text = (value: string): Inline => ({ type: 'text', text: value });
const paragraph = (...children: Inline[]): Block => ({ type: 'paragraph', children });

describe('parseInline', () => {
  it.each<[string, string, Inline[]]>([
    [
      'code',
      'call `diagnostics` first',
      [text('call '), { type: 'code', text: 'diagnostics' }, text(' first')],
    ],
    ['code keeps markers literal', '`**not bold**`', [{ type: 'code', text: '**not bold**' }]],
    ['bold', '**0-based** line', [{ type: 'strong', children: [text('0-based')] }, text(' line')]],
    ['em with *', 'the *new* name', [text('the '), { type: 'em', children: [text('new')] }, text(' name')]],
    [
      'em with _',
      'an _open_ buffer',
      [text('an '), { type: 'em', children: [text('open')] }, text(' buffer')],
    ],
    ['snake_case stays whole', 'use new_name_here', [text('use new_name_here')]],
    [
      'nested',
      '**bold `code` and *em* too**',
      [
        {
          type: 'strong',
          children: [
            text('bold '),
            { type: 'code', text: 'code' },
            text(' and '),
            { type: 'em', children: [text('em')] },
            text(' too'),
          ],
        },
      ],
    ],
    [
      'an https link',
      'see [the spec](https://modelcontextprotocol.io/specification)',
      [
        text('see '),
        { type: 'link', href: 'https://modelcontextprotocol.io/specification', children: [text('the spec')] },
      ],
    ],
    ['unclosed markers stay', 'a * b ** c ` d [e', [text('a * b ** c ` d [e')]],
    ['escapes', '\\*not em\\*', [text('*not em*')]],
  ])('%s', (_name, input, expected) => {
    expect(parseInline(input)).toEqual(expected);
  });
});

describe('hostile input', () => {
  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['javascript: with a tab', '[click](java\tscript:alert(1))'],
    ['JAVASCRIPT: in capitals', '[click](JAVASCRIPT:alert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[click](vbscript:msgbox)'],
    ['a relative URL', '[click](/api/engine)'],
    ['protocol-relative', '[click](//evil.example/x)'],
  ])('a %s link is not a link, its text stays', (_name, input) => {
    const nodes = parseInline(input);
    expect(JSON.stringify(nodes)).not.toContain('"link"');
    expect(nodes.map((node) => (node.type === 'text' ? node.text : '')).join('')).toContain('click');
  });

  it('keeps HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      paragraph(text('<script>alert(1)</script> <img src=x onerror=alert(1)>')),
    ]);
  });

  it.each([
    ['javascript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
    ['http://[::1', undefined],
  ])('safeHref(%j) is %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('reads a huge or deeply nested text, bounded', () => {
    const blocks = parseMarkdown('*'.repeat(100_000) + '[a](b)'.repeat(10_000) + '['.repeat(20_000));
    expect(blocks).toHaveLength(1);
    const deep = parseInline('*_'.repeat(5000) + 'x' + '_*'.repeat(5000));
    expect(JSON.stringify(deep)).toContain('x');
    const nested = parseInline('**'.repeat(2000) + 'x' + '**'.repeat(2000));
    expect(JSON.stringify(nested)).toContain('x');
  });
});

describe('parseMarkdown', () => {
  it('reads paragraphs, lists and code blocks', () => {
    const source = [
      'Renames a symbol.',
      'Two lines, one paragraph.',
      '',
      '- `line`: 0-based',
      '- `character`: UTF-16',
      '  units',
      '1. first',
      '2. second',
      '```',
      '<b>raw</b> **not bold**',
      '```',
      'After.',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      paragraph(text('Renames a symbol. Two lines, one paragraph.')),
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'code', text: 'line' }, text(': 0-based')],
          [{ type: 'code', text: 'character' }, text(': UTF-16 units')],
        ],
      },
      { type: 'list', ordered: true, items: [[text('first')], [text('second')]] },
      { type: 'code', text: '<b>raw</b> **not bold**' },
      paragraph(text('After.')),
    ]);
  });
});
