import { tmpdir } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceEnv } from '../config/config';

// How a service receives upload bodies (docs/platform.md § Uploads), from its config (UPLOAD_*).
export interface UploadSettings {
  // Where a file is written while its body arrives, and how many bytes of such files the process keeps at most.
  tmpDir: string;
  tmpMaxBytes: number;
  // The floor under a body: below `minBytesPerSecond` on average once `graceMs` has passed, or nothing for
  // `idleTimeoutMs`, and it is answered 408.
  minBytesPerSecond: number;
  graceMs: number;
  idleTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadSettings?: UploadSettings;
  }
}

type UploadEnv = Pick<
  ServiceEnv,
  'UPLOAD_TMP_DIR' | 'UPLOAD_TMP_MAX_BYTES' | 'UPLOAD_MIN_BYTES_PER_SECOND' | 'UPLOAD_BODY_GRACE_MS' | 'UPLOAD_BODY_IDLE_TIMEOUT_MS'
>;

export function uploadSettingsFrom(config: UploadEnv): UploadSettings {
  return {
    tmpDir: config.UPLOAD_TMP_DIR ?? tmpdir(),
    tmpMaxBytes: config.UPLOAD_TMP_MAX_BYTES,
    minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    graceMs: config.UPLOAD_BODY_GRACE_MS,
    idleTimeoutMs: config.UPLOAD_BODY_IDLE_TIMEOUT_MS,
  };
}

// startService sets them on the app's Fastify, so the readers need nothing but the request.
export function installUploadSettings(fastify: FastifyInstance, settings: UploadSettings): void {
  fastify.decorate('uploadSettings', settings);
}

// The gateway's defaults (BODY_*) where no service set them (a bare Fastify in a test).
const DEFAULTS: UploadSettings = { tmpDir: tmpdir(), tmpMaxBytes: 192 * 1024 * 1024, minBytesPerSecond: 1024, graceMs: 5000, idleTimeoutMs: 10_000 };

export function uploadSettingsOf(request: FastifyRequest): UploadSettings {
  return request.server.uploadSettings ?? DEFAULTS;
}
