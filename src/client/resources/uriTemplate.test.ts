import { describe, expect, it } from 'vitest';
import { expandUriTemplate, uriTemplateVariables } from './uriTemplate';

describe('URI template expansion (the SDK UriTemplate)', () => {
  it.each([
    ['{var}', { var: 'value' }, 'value'],
    ['demo://resource/dynamic/text/{resourceId}', {}, 'demo://resource/dynamic/text/'],
    ['x/{var}/{var}', { var: 'value' }, 'x/value/value'],
    ['search://items{?q}', { q: 'red shoes' }, 'search://items?q=red%20shoes'],
    ['search://items{?q,limit}', { q: 'a', limit: '5' }, 'search://items?q=a&limit=5'],
    ['file://root{/path}', { path: 'a b' }, 'file://root/a%20b'],
    ['file:///{+path}', { path: 'dir/sub/file.txt' }, 'file:///dir/sub/file.txt'],
    ['db://{schema}/{table}{?where}', { schema: 's', table: 't', where: 'x=1' }, 'db://s/t?where=x%3D1'],
  ])('%s with %j → %s', (template, values: Record<string, string>, expected) => {
    expect(expandUriTemplate(template, values)).toBe(expected);
  });

  it('encodes reserved characters and UTF-8 in a simple expression', () => {
    expect(expandUriTemplate('a/{v}', { v: 'a/b?c=d&e' })).toBe('a/a%2Fb%3Fc%3Dd%26e');
    expect(expandUriTemplate('a/{v}', { v: 'é-_.~' })).toBe('a/%C3%A9-_.~');
  });

  it('leaves out a query variable whose value is empty', () => {
    expect(expandUriTemplate('search://items{?q}', { q: '' })).toBe('search://items');
    expect(expandUriTemplate('search://items{?q,page}', { q: '', page: '2' })).toBe('search://items?page=2');
  });

  it('lists the variables once each, in order, whatever their operator', () => {
    expect(uriTemplateVariables('file:///{dir}/{name}.{ext}/{dir}')).toEqual({
      names: ['dir', 'name', 'ext'],
    });
    expect(uriTemplateVariables('x{/path}{+rest}{?a,b}')).toEqual({ names: ['path', 'rest', 'a', 'b'] });
  });

  it('says what is wrong with a template it cannot read', () => {
    expect(uriTemplateVariables('x/{unclosed')).toEqual({ problem: 'Unclosed template expression' });
  });
});
