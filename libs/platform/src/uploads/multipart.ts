import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { UPLOAD_MESSAGES } from '@stave/contracts';
import { DomainError } from '../http/index';

// Reads the one file a form sends under `field`, refusing anything past `maxBytes` with 413 as
// soon as the limit is crossed (the rest of the stream is discarded, never stored). The service
// registers @fastify/multipart (its outer bounds) in its `configure` hook.
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string = UPLOAD_MESSAGES.tooLarge): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError('unsupported_media_type', `Send the file as multipart/form-data in the "${field}" field`, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  } catch (error) {
    throw asUploadError(error, tooLarge);
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new DomainError('validation', UPLOAD_MESSAGES.missing, 'VALIDATION', [{ path: field, message: UPLOAD_MESSAGES.missing }]);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asUploadError(error, tooLarge);
  }
}

function asUploadError(error: unknown, tooLarge: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new DomainError('payload_too_large', tooLarge, 'FILE_TOO_LARGE');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new DomainError('unsupported_media_type', UPLOAD_MESSAGES.invalidType, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (code?.startsWith('FST_')) return new DomainError('validation', 'Malformed upload', 'MALFORMED_UPLOAD');
  return error;
}
