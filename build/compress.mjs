// Brotli and gzip copies of the portal's text files, written beside each one as `X.br` and `X.gz`,
// so that the reference server (http/static/static-files.ts) and nginx (brotli_static,
// gzip_static) or Apache send them without compressing anything per request. Deterministic: the
// same bytes give the same copies (no file name or time in the gzip header), so releases stay
// reproducible. Maximum levels, since the work is done once per build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './sizes.mjs';

/** Text files worth compressing, by extension. Source maps are never served (docs/security.md). */
const textFile = /\.(html|js|mjs|css|json|svg|txt|vtt|webmanifest)$/i;

/**
 * config.json is the one file a hospital edits after the build (docs/deploy.md, section 2): a
 * compressed copy would keep serving the old settings, so it has none.
 */
const editedAfterBuild = new Set(['config.json']);

/** Whether the build writes compressed copies of `file` (a path relative to the portal folder). */
export function hasCompressedCopies(file) {
  return textFile.test(file) && !editedAfterBuild.has(file);
}

/** Whether `file` is a compressed copy the build wrote. */
export function isCompressedCopy(file) {
  return /\.(br|gz)$/.test(file) && hasCompressedCopies(file.slice(0, -3));
}

/** The Brotli and gzip bytes of `bytes`. */
export function compressedCopies(bytes) {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  return { br, gz };
}

/**
 * Writes `X.br` and `X.gz` beside every text file `X` under `dir` (a copy no smaller than the
 * file is left out: the file itself is then the better answer). Resolves how many it wrote.
 */
export function writeCompressedCopies(dir) {
  let written = 0;
  for (const file of listFiles(dir)) {
    if (!hasCompressedCopies(file)) continue;
    const bytes = readFileSync(join(dir, file));
    const { br, gz } = compressedCopies(bytes);
    if (br.length < bytes.length) writeFileSync(join(dir, `${file}.br`), br), written++;
    if (gz.length < bytes.length) writeFileSync(join(dir, `${file}.gz`), gz), written++;
  }
  return written;
}
