import { DomainError, domainError } from '../http/index';
import { UploadErrorCode } from '@stave/contracts';

export type TimedMediaKind = 'audio' | 'video';

export interface ProbedMedia {
  kind: TimedMediaKind;
  // The type files are stored and served under: from the bytes, never the client's word.
  contentType: string;
  extension: string;
  durationSeconds: number;
}

export interface MediaProbeMessages {
  invalidType: string;
  unreadable: string;
}

// The containers a browser's <audio>/<video> plays, by what file-type reads from the first bytes.
// A container with a video track is a video; the same container with sound only is audio.
const CONTAINERS: Record<string, { audio?: [string, string]; video?: [string, string] }> = {
  'audio/mpeg': { audio: ['audio/mpeg', 'mp3'] },
  'audio/wav': { audio: ['audio/wav', 'wav'] },
  'audio/ogg': { audio: ['audio/ogg', 'ogg'] },
  'audio/opus': { audio: ['audio/ogg', 'opus'] },
  'audio/flac': { audio: ['audio/flac', 'flac'] },
  'audio/x-flac': { audio: ['audio/flac', 'flac'] },
  'audio/aac': { audio: ['audio/aac', 'aac'] },
  'audio/x-m4a': { audio: ['audio/mp4', 'm4a'] },
  'audio/mp4': { audio: ['audio/mp4', 'm4a'] },
  'video/mp4': { audio: ['audio/mp4', 'm4a'], video: ['video/mp4', 'mp4'] },
  'video/x-m4v': { audio: ['audio/mp4', 'm4a'], video: ['video/mp4', 'm4v'] },
  'video/quicktime': { video: ['video/quicktime', 'mov'] },
  'video/webm': { audio: ['audio/webm', 'weba'], video: ['video/webm', 'webm'] },
};

// Both libraries are ESM and only needed where audio or video is taken: loaded on first use.
let libraries: Promise<[typeof import('file-type'), typeof import('music-metadata')]> | undefined;
function load() {
  libraries ??= Promise.all([import('file-type'), import('music-metadata')]);
  return libraries;
}

// Audio and video are not re-encoded (no encoder ships with Node), so they are held to what can be
// proved from the bytes: a known container by its signature, which then parses end to end as that
// container with a playable duration. What is stored is served under the type found here.
export async function probeMedia(input: Buffer, messages: MediaProbeMessages): Promise<ProbedMedia> {
  const [{ fileTypeFromBuffer }, { parseBuffer }] = await load();
  const sniffed = await fileTypeFromBuffer(input);
  const container = sniffed ? CONTAINERS[sniffed.mime] : undefined;
  if (!sniffed || !container) throw domainError(UploadErrorCode.InvalidFileType, { message: messages.invalidType });
  let format;
  try {
    ({ format } = await parseBuffer(input, { mimeType: sniffed.mime, size: input.length }, { duration: true, skipCovers: true }));
  } catch {
    throw unreadable(messages);
  }
  const as = format.hasVideo ? container.video : format.hasAudio ? container.audio : undefined;
  const duration = format.duration;
  if (!as || duration === undefined || !Number.isFinite(duration) || duration <= 0) throw unreadable(messages);
  return { kind: format.hasVideo ? 'video' : 'audio', contentType: as[0], extension: as[1], durationSeconds: duration };
}

function unreadable(messages: MediaProbeMessages): DomainError {
  return domainError(UploadErrorCode.UnreadableMedia, { message: messages.unreadable });
}
