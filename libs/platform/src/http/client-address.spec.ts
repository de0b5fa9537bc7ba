import { clientAddress, trustedProxyProblem } from './client-address';

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

describe('trusted proxies as CIDR ranges', () => {
  it('believes any peer inside a range, and skips hops inside it', () => {
    const proxies = ['10.0.0.0/8', 'fd00::/8'];
    expect(clientAddress('10.42.7.3', '198.51.100.7, 10.42.9.1', proxies)).toBe('198.51.100.7');
    expect(clientAddress('fd00::17', '2001:db8::5', proxies)).toBe('2001:db8::5');
    expect(clientAddress('11.0.0.1', '198.51.100.7', proxies)).toBe('11.0.0.1');
  });

  it('names an entry that is neither an address nor a range', () => {
    expect(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'].map(trustedProxyProblem)).toEqual([null, null, null, null]);
    expect(trustedProxyProblem('10.0.0.0/33')).toMatch(/prefix length must be 0–32/);
    expect(trustedProxyProblem('gateway')).toMatch(/not an IP address/);
    expect(trustedProxyProblem('10.0.0.0/8/1')).toMatch(/not an IP address/);
  });
});
