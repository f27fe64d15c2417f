import { describe, expect, it } from 'vitest';
import { urlShape } from './urlShape';

describe('urlShape', () => {
  it('splits the text around its host, so the three parts are the text', () => {
    const shape = urlShape('https://Example.com:8443/pay?x=1');
    expect(shape).toEqual({ before: 'https://', host: 'Example.com:8443', after: '/pay?x=1', local: false });
  });

  it('emphasizes the real host, not user info that looks like one', () => {
    expect(urlShape('https://bank.example@evil.example/login').host).toBe('evil.example');
  });

  it('warns for http, but marks http to this machine as local instead', () => {
    expect(urlShape('http://shop.example/').warning).toMatch(/^Not https/);
    expect(urlShape('http://localhost:3000/cb')).toMatchObject({ local: true, host: 'localhost:3000' });
    expect(urlShape('http://127.0.0.1/cb').warning).toBeUndefined();
    expect(urlShape('https://localhost/').local).toBe(false);
  });

  it('says when the text is no URL at all', () => {
    expect(urlShape('not a url')).toMatchObject({ before: 'not a url', warning: 'Not a valid URL.' });
  });
});
