// Brotli and gzip copies of the built text files, made once at build time so the server sends
// them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images, fonts and icons in PNG/WOFF2 already are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` that shrinks. */
export function compressStatic(dir: string): CompressionSummary {
  const summary: CompressionSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is left out: the server then sends the file itself.
    if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
    summary.files += 1;
    summary.bytes += bytes.length;
    summary.brotli += Math.min(brotli.length, bytes.length);
    summary.gzip += Math.min(gzip.length, bytes.length);
  }
  return summary;
}
