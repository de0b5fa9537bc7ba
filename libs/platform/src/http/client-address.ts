import { BlockList, isIP } from 'node:net';

// The address rate limits are keyed on. X-Forwarded-For is believed only when the socket peer
// is a configured proxy; then the right-most address that is not itself a trusted proxy is the
// client (left-most entries are whatever the client chose to send). A trusted proxy is an address
// or a CIDR range (`10.0.0.0/8`): in Kubernetes the ingress controller's pods change address.
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: string[]): string {
  const peer = normalise(remoteAddress ?? 'unknown');
  if (!trustedProxies.length || !forwardedFor) return peer;
  const trusted = proxyMatcher(trustedProxies);
  if (!trusted(peer)) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trusted(chain[i]!)) return chain[i]!;
  }
  return peer;
}

// Why an entry of TRUSTED_PROXIES is not an address or a CIDR range, or null (config schemas refuse it at boot).
export function trustedProxyProblem(entry: string): string | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `${entry} is not an IP address or a CIDR range`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max ? null : `${entry}: the prefix length must be 0–${max}`;
}

// One matcher per configured list (the list is parsed once at boot and never changes).
const matchers = new WeakMap<string[], (address: string) => boolean>();

function proxyMatcher(trustedProxies: string[]): (address: string) => boolean {
  let matcher = matchers.get(trustedProxies);
  if (!matcher) {
    const list = new BlockList();
    for (const entry of trustedProxies) {
      const [address = '', bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    matcher = (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    };
    matchers.set(trustedProxies, matcher);
  }
  return matcher;
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
