import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { UPLOAD_MESSAGES, CommonErrorCode, UploadErrorCode } from '@stave/contracts';
import { DomainError, domainError } from '../http/index';

// Reads the one file a form sends under `field`, refusing anything past `maxBytes` with 413 as
// soon as the limit is crossed (the rest of the stream is discarded, never stored). The service
// registers @fastify/multipart (its outer bounds) in its `configure` hook.
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string = UPLOAD_MESSAGES.tooLarge): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw domainError(CommonErrorCode.UnsupportedMediaType, { message: `Send the file as multipart/form-data in the "${field}" field` });
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  } catch (error) {
    throw asUploadError(error, tooLarge);
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    throw asUploadError(error, tooLarge);
  }
  // busboy marks the file truncated when the byte past the limit arrives in a chunk of its own, but
  // emits no further data, so toBuffer() ends normally with exactly `maxBytes`: check it here.
  if (part.file.truncated || data.length > maxBytes) throw fileTooLarge(tooLarge);
  return data;
}

// Reads every file a form sends under `field` (one part per file), each at most `maxBytes` (413 as
// soon as one crosses it) and at most `maxFiles` of them (`tooMany` past that, the rest unread).
export async function readFiles(
  request: FastifyRequest,
  field: string,
  { maxBytes, maxFiles, tooLarge = UPLOAD_MESSAGES.tooLarge, tooMany }: { maxBytes: number; maxFiles: number; tooLarge?: string; tooMany: () => DomainError },
): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw domainError(CommonErrorCode.UnsupportedMediaType, { message: `Send the files as multipart/form-data in the "${field}" field` });
  }
  const files: Buffer[] = [];
  try {
    // One part past the allowance is read as far as its header, to say "too many" rather than ignore it.
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles + 1, fields: 10, parts: maxFiles + 11 } })) {
      if (part.fieldname !== field) {
        part.file.resume();
        throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
      }
      if (files.length === maxFiles) {
        part.file.resume();
        throw tooMany();
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) throw fileTooLarge(tooLarge);
      files.push(data);
    }
  } catch (error) {
    throw error instanceof DomainError ? error : asUploadError(error, tooLarge);
  }
  if (files.length === 0) throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
  return files;
}

const fileTooLarge = (message: string) => domainError(UploadErrorCode.FileTooLarge, { message });

// Everything that fails while the form is read is the body's fault: past a limit (413), not
// multipart (415), or not a whole form (no boundary, a wrong one, no closing one, a client that
// stopped sending) — busboy throws plain Errors for those, which must not become 500s.
function asUploadError(error: unknown, tooLarge: string): DomainError {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return fileTooLarge(tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return domainError(CommonErrorCode.UnsupportedMediaType, { message: UPLOAD_MESSAGES.invalidType });
  }
  return domainError(UploadErrorCode.MalformedUpload);
}
