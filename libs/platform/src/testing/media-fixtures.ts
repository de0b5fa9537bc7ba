import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Real one-second files made with ffmpeg (sine tone; 64×64 test pattern), a few KB each, for
// upload tests: tone.mp3, tone.wav, tone.ogg, tone.m4a (audio), clip.mp4 (H.264 + AAC), clip.webm (VP8).
export type MediaFixture = 'tone.mp3' | 'tone.wav' | 'tone.ogg' | 'tone.m4a' | 'clip.mp4' | 'clip.webm';

export function mediaFixture(name: MediaFixture): Buffer {
  return readFileSync(join(__dirname, 'fixtures', 'media', name));
}
