// File sizes as served: raw bytes and gzip bytes (zlib's default level 6, the level Apache's
// mod_deflate uses), for the build's table and the bundle benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip size of `bytes`. */
export function gzipBytes(bytes) {
  return gzipSync(bytes).length;
}

/** Every file under `dir`, as sorted paths relative to it with forward slashes. */
export function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix + entry.name;
    if (entry.isDirectory()) files.push(...listFiles(join(dir, entry.name), `${path}/`));
    else files.push(path);
  }
  return files.sort();
}

/** `{ file, raw, gzip }` for every file under `dir`. */
export function sizeRows(dir) {
  return listFiles(dir).map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, raw: bytes.length, gzip: gzipBytes(bytes) };
  });
}

const number = (n) => n.toLocaleString('en-US');

/**
 * A text table of `groups` (`{ title, rows }`): one line per file, except source maps, which are
 * summed into one line per group since browsers fetch them only when developer tools are open.
 */
export function formatSizeTable(groups) {
  const lines = [];
  for (const { title, rows } of groups) {
    const maps = rows.filter((row) => row.file.endsWith('.map'));
    const shown = rows
      .filter((row) => !row.file.endsWith('.map'))
      .map((row) => [row.file, row.raw, row.gzip]);
    if (maps.length) {
      const sum = (key) => maps.reduce((total, row) => total + row[key], 0);
      shown.push([`source maps (${maps.length} files)`, sum('raw'), sum('gzip')]);
    }
    const width = Math.max(40, ...shown.map(([file]) => file.length + 2));
    lines.push(`${title.padEnd(width)}  ${'bytes'.padStart(10)}  ${'gzip'.padStart(10)}`);
    for (const [file, raw, gzip] of shown) {
      const sizes = `${number(raw).padStart(10)}  ${number(gzip).padStart(10)}`;
      lines.push(`  ${file.padEnd(width - 2)}  ${sizes}`);
    }
  }
  return lines.join('\n');
}
