import type { ErrorDefinition } from './errors';
import { UPLOAD_MESSAGES } from './identity/user.schemas';

// Every service that takes files answers with these (platform uploads/). A code is part of the API.
export enum UploadErrorCode {
  FileTooLarge = 'FILE_TOO_LARGE',
  InvalidFileType = 'INVALID_FILE_TYPE',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  UnreadableImage = 'UNREADABLE_IMAGE',
  UnreadableMedia = 'UNREADABLE_MEDIA',
  MalformedUpload = 'MALFORMED_UPLOAD',
  // A file key that is not one of ours (traversal, a filename, a NUL byte) reached storage.
  InvalidStorageKey = 'INVALID_STORAGE_KEY',
}

export const UPLOAD_ERRORS: Record<UploadErrorCode, ErrorDefinition> = {
  [UploadErrorCode.FileTooLarge]: { kind: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge },
  [UploadErrorCode.InvalidFileType]: { kind: 'unsupported_media_type', message: UPLOAD_MESSAGES.invalidType },
  [UploadErrorCode.ImageTooLarge]: { kind: 'payload_too_large', message: UPLOAD_MESSAGES.tooManyPixels },
  [UploadErrorCode.UnreadableImage]: { kind: 'validation', message: UPLOAD_MESSAGES.unreadable },
  [UploadErrorCode.UnreadableMedia]: { kind: 'validation', message: 'The file could not be read' },
  [UploadErrorCode.MalformedUpload]: { kind: 'validation', message: UPLOAD_MESSAGES.malformed },
  [UploadErrorCode.InvalidStorageKey]: { kind: 'validation', message: 'Invalid file key' },
};
