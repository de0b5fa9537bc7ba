import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@stave/contracts';
import { DomainError } from '@stave/platform';

// Reads the one file a form sends under `field`, refusing anything past `maxBytes` with 413 as
// soon as the limit is crossed (the rest of the stream is discarded, never stored).
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError('unsupported_media_type', `Send the image as multipart/form-data in the "${field}" field`, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  } catch (error) {
    throw asUploadError(error);
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new DomainError('validation', UPLOAD_MESSAGES.missing, 'VALIDATION', [{ path: field, message: UPLOAD_MESSAGES.missing }]);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asUploadError(error);
  }
}

function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new DomainError('payload_too_large', UPLOAD_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new DomainError('unsupported_media_type', UPLOAD_MESSAGES.invalidType, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (code?.startsWith('FST_')) return new DomainError('validation', 'Malformed upload', 'MALFORMED_UPLOAD');
  return error;
}
