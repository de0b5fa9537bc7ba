// The address rate limits are keyed on. X-Forwarded-For is believed only when the socket peer
// is a configured proxy; then the right-most address that is not itself a trusted proxy is the
// client (left-most entries are whatever the client chose to send).
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: string[]): string {
  const peer = normalise(remoteAddress ?? 'unknown');
  if (!trustedProxies.length || !trustedProxies.includes(peer) || !forwardedFor) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(chain[i]!)) return chain[i]!;
  }
  return peer;
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
