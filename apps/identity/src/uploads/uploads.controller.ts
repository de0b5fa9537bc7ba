import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, FileStorage, Public, isValidStorageKey } from '@stave/platform';

const SERVABLE = /^(image\/(jpeg|png|gif|webp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;

// Uploaded files by their generated key. They are never HTML to the browser: an allowlisted media
// type, nosniff, and a CSP that sandboxes the response if it is opened directly (RELIABILITY §21).
@Controller('uploads')
@Public()
export class UploadsController {
  constructor(private readonly storage: FileStorage) {}

  @Get(':file')
  async serve(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    if (!isValidStorageKey(file)) throw notFound();
    const stored = await this.storage.get(file);
    if (!stored) throw notFound();
    const servable = SERVABLE.test(stored.contentType);
    await reply
      .header('content-type', servable ? stored.contentType : 'application/octet-stream')
      .header('content-length', String(stored.contentLength))
      .header('content-disposition', servable ? 'inline' : 'attachment')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      // Keys are fresh UUIDs: a file never changes under its name.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stored.body);
  }
}

function notFound(): DomainError {
  return new DomainError('not_found', 'File not found', 'NOT_FOUND');
}
