import { describe, expect, it } from '@jest/globals';
import { splitLinks } from './forum-content';

const links = (text: string) => splitLinks(text).flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : []));

describe('links in forum text', () => {
  it('keeps the text around a link whole', () => {
    expect(splitLinks('See https://example.com/a for more')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: ' for more' },
    ]);
  });

  it.each([
    ['a full stop', 'Read https://example.com/guide.', 'https://example.com/guide'],
    ['a comma', 'https://example.com/a, then', 'https://example.com/a'],
    ['a bracket around it', '(https://example.com/a)', 'https://example.com/a'],
    ['a closing quote', '“https://example.com/a”', 'https://example.com/a'],
  ])('leaves out %s after an address', (_case, text, link) => {
    expect(links(text).map(([shown]) => shown)).toEqual([link]);
  });

  it('keeps a bracket the address opened', () => {
    expect(links('See https://en.wikipedia.org/wiki/Mixing_(music).').map(([shown]) => shown)).toEqual(['https://en.wikipedia.org/wiki/Mixing_(music)']);
  });

  it('links www. addresses over https', () => {
    expect(links('www.example.co.uk/gear')).toEqual([['www.example.co.uk/gear', 'https://www.example.co.uk/gear']]);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', 'mailto:me@example.com', 'www.'])('leaves %p as text', (text) => {
    expect(links(text)).toEqual([]);
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('finds every link in a long text', () => {
    expect(links('one http://a.example two https://b.example/x?y=1#z three').map(([shown]) => shown)).toEqual([
      'http://a.example',
      'https://b.example/x?y=1#z',
    ]);
  });
});
