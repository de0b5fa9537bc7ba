import { clientAddress } from './client-address';

describe(clientAddress.name, () => {
  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', ['10.0.0.1'])).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('::ffff:127.0.0.1', '1.2.3.4', [])).toBe('127.0.0.1');
  });

  it('takes the right-most untrusted hop behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('198.51.100.7');
  });

  it('falls back to the peer when every hop is trusted', () => {
    expect(clientAddress('10.0.0.1', '10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('10.0.0.1');
  });
});
