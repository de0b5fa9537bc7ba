import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

// The HTTP answer to a request that asked to upgrade to a websocket and may not (wrong path, no or
// bad credential, too many sockets): written on the raw socket, which is then closed, since no
// HTTP response object exists for an upgrade.
export function refuseUpgrade(socket: Duplex, status: number, body: Record<string, string>): void {
  if (socket.destroyed) return;
  const payload = Buffer.from(JSON.stringify(body));
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${payload.length}\r\nconnection: close\r\n\r\n`,
  );
  socket.end(payload);
}
