import { describe, expect, it } from 'vitest';
import { injectTokenMeta } from './injectTokenMeta';

const tag = '<meta name="groovymcp-token" content="T0k">';

describe('injectTokenMeta', () => {
  const cases: Array<[string, string, string]> = [
    [
      'first thing in <head>',
      '<html><head><title>x</title></head></html>',
      `<html><head>${tag}<title>x</title></head></html>`,
    ],
    [
      'a <head> with attributes',
      '<head lang="en"><title>x</title>',
      `<head lang="en">${tag}<title>x</title>`,
    ],
    ['<HEAD> in capitals', '<HEAD></HEAD>', `<HEAD>${tag}</HEAD>`],
    ['not <header>', '<header></header>', `${tag}<header></header>`],
    [
      'replaces a placeholder',
      '<head><meta name="groovymcp-token" content="__TOKEN__" /></head>',
      `<head>${tag}</head>`,
    ],
    ['no <head>', '<p>x</p>', `${tag}<p>x</p>`],
  ];
  it.each(cases)('%s', (_label, html, expected) => {
    expect(injectTokenMeta(html, 'T0k')).toBe(expected);
  });

  it('escapes the token as an attribute value', () => {
    expect(injectTokenMeta('<head>', 'a"<b>&')).toBe(
      '<head><meta name="groovymcp-token" content="a&quot;&lt;b&gt;&amp;">',
    );
  });

  it('is not fooled by $ patterns in the token', () => {
    expect(injectTokenMeta('<meta name="groovymcp-token" content="">', "$&$'")).toContain(
      'content="$&amp;$\'"',
    );
  });
});
