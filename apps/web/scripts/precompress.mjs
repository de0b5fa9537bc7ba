// Writes <file>.br and <file>.gz beside every text asset of the build, once, at build time, at the
// strongest settings (the gateway serves them by Accept-Encoding with @fastify/static's
// preCompressed, so no request pays for compression). The main chunk: 294 KB raw, ~93 KB brotli.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry));
    if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    files++;
  }
  return files;
}
