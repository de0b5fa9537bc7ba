import { z } from 'zod';
import { UploadErrorCode, type ErrorDefinition } from './error-codes';
import { UPLOAD_MESSAGES } from './identity/user.schemas';

export const UPLOAD_ERRORS: Record<UploadErrorCode, ErrorDefinition> = {
  [UploadErrorCode.FileTooLarge]: { kind: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge },
  [UploadErrorCode.InvalidFileType]: { kind: 'unsupported_media_type', message: UPLOAD_MESSAGES.invalidType },
  [UploadErrorCode.ImageTooLarge]: { kind: 'payload_too_large', message: UPLOAD_MESSAGES.tooManyPixels },
  [UploadErrorCode.UnreadableImage]: { kind: 'validation', message: UPLOAD_MESSAGES.unreadable },
  [UploadErrorCode.UnreadableMedia]: { kind: 'validation', message: 'The file could not be read' },
  [UploadErrorCode.MalformedUpload]: { kind: 'validation', message: UPLOAD_MESSAGES.malformed },
  [UploadErrorCode.InvalidStorageKey]: {
    kind: 'validation',
    message: 'Invalid file key',
    extra: z.object({ key: z.string().describe('The key refused, quoted and cut to 120 characters, or its type') }),
  },
};
