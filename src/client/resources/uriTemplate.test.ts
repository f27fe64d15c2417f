import { describe, expect, it } from 'vitest';
import { expandUriTemplate, uriTemplateVariables } from './uriTemplate';

describe('RFC 6570 level 1 expansion', () => {
  // The level 1 examples of RFC 6570 §1.2 (var := "value", hello := "Hello World!").
  it.each([
    ['{var}', 'value'],
    ['{hello}', 'Hello%20World%21'],
    ['demo://resource/dynamic/text/{resourceId}', 'demo://resource/dynamic/text/'],
    ['x/{var}/{var}', 'x/value/value'],
  ])('%s → %s', (template, expected) => {
    expect(expandUriTemplate(template, { var: 'value', hello: 'Hello World!' })).toBe(expected);
  });

  it('encodes reserved characters and UTF-8 but keeps unreserved ones', () => {
    expect(expandUriTemplate('a/{v}', { v: 'a/b?c=d&e' })).toBe('a/a%2Fb%3Fc%3Dd%26e');
    expect(expandUriTemplate('a/{v}', { v: 'é-_.~' })).toBe('a/%C3%A9-_.~');
  });

  it('lists the variables once each, in order', () => {
    expect(uriTemplateVariables('file:///{dir}/{name}.{ext}/{dir}')).toEqual({
      names: ['dir', 'name', 'ext'],
    });
  });

  it('says a level 2+ expression is not expanded', () => {
    expect(uriTemplateVariables('x{?a,b}')).toEqual({
      problem: '{?a,b} is not a level 1 expression (only {name} is expanded)',
    });
  });
});
