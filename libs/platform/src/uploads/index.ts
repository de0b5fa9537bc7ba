export { readFiles, readSingleFile } from './multipart';
export { processImage, sniffImageFormat } from './image';
export type { ImageBounds, ProcessedImage } from './image';
export { probeMedia } from './media-probe';
export type { MediaProbeMessages, ProbedMedia, TimedMediaKind } from './media-probe';
export { parseRangeHeader, sendStoredFile } from './serve-stored-file';
