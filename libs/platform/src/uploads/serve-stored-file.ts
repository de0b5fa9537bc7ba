import type { FastifyReply } from 'fastify';
import type { ByteRange, FileStorage } from '../storage/index';
import { isValidStorageKey } from '../storage/index';
import { DomainError, domainError } from '../http/index';
import { CommonErrorCode, EdgeErrorCode } from '@stave/contracts';

const SERVABLE = /^(image\/(jpeg|png|gif|webp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;

// One `bytes=` range (what players send); anything else (several ranges, other units, nonsense)
// is ignored and the whole file is sent, as RFC 9110 §14.2 allows.
export function parseRangeHeader(header: string | undefined): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? null : { start, end };
}

// Uploaded files by their generated key. They are never HTML to the browser: an allowlisted media
// type, nosniff, and a CSP that sandboxes the response if it is opened directly (docs/reliability.md#upload-serving).
// Audio and video seek with Range requests, answered 206 (or 416 past the end).
export async function sendStoredFile(storage: FileStorage, key: string, rangeHeader: string | undefined, reply: FastifyReply): Promise<void> {
  if (!isValidStorageKey(key)) throw fileNotFound();
  const range = parseRangeHeader(rangeHeader);
  const stored = range ? await storage.get(key, range) : await storage.get(key);
  if (!stored) throw fileNotFound();
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site')
    .header('accept-ranges', 'bytes')
    // Keys are fresh UUIDs: a file never changes under its name.
    .header('cache-control', 'public, max-age=31536000, immutable');
  if ('unsatisfiable' in stored) {
    await reply
      .status(416)
      .header('content-range', `bytes */${stored.totalLength}`)
      .send({ message: 'Range not satisfiable', code: EdgeErrorCode.RangeNotSatisfiable });
    return;
  }
  const servable = SERVABLE.test(stored.contentType);
  reply
    .header('content-type', servable ? stored.contentType : 'application/octet-stream')
    .header('content-length', String(stored.contentLength))
    .header('content-disposition', servable ? 'inline' : 'attachment');
  if (stored.range) reply.status(206).header('content-range', `bytes ${stored.range.start}-${stored.range.end}/${stored.totalLength}`);
  await reply.send(stored.body);
}

function fileNotFound(): DomainError {
  return domainError(CommonErrorCode.NotFound, { message: 'File not found' });
}
