import { describe, expect, it } from 'vitest';
import { completionTargets, templateVariables } from './completionTargets';

describe('templateVariables', () => {
  it.each([
    ['file:///{path}', ['path']],
    ['groovy://{+path}{?line,column}', ['path', 'line', 'column']],
    ['x://{a*}/{b:3}/{a}', ['a', 'b']],
    ['x://fixed', []],
  ])('%s', (template, names) => expect(templateVariables(template)).toEqual(names));
});

describe('completionTargets', () => {
  it('lists each prompt with its arguments, then each resource template with its variables', () => {
    const targets = completionTargets(
      [{ name: 'explain-groovy', arguments: [{ name: 'uri' }, { name: 'symbol' }] }, { name: 'bare' }],
      [{ name: 'files', uriTemplate: 'file:///{path}' }],
    );
    expect(targets).toEqual([
      {
        key: 'prompt:explain-groovy',
        label: 'prompt explain-groovy',
        ref: { type: 'ref/prompt', name: 'explain-groovy' },
        arguments: ['uri', 'symbol'],
      },
      { key: 'prompt:bare', label: 'prompt bare', ref: { type: 'ref/prompt', name: 'bare' }, arguments: [] },
      {
        key: 'template:file:///{path}',
        label: 'resource template file:///{path}',
        ref: { type: 'ref/resource', uri: 'file:///{path}' },
        arguments: ['path'],
      },
    ]);
  });
});
