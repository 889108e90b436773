/**
 * The text of each page of a PDF that Chromium printed (Skia's output: Flate-compressed content
 * streams, Type0 fonts with ToUnicode maps), enough to check what a printed page says. Not a
 * general PDF reader.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = start.exec(text))) {
    const end = text.indexOf('endobj', m.index);
    const body = text.slice(m.index + m[0].length, end);
    const at = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (at >= 0 && /^stream\r?\n/.test(body.slice(at))) {
      dict = body.slice(0, at);
      const from = m.index + m[0].length + at + body.slice(at).match(/^stream\r?\n/)![0].length;
      const to = text.indexOf('endstream', from);
      const raw = pdf.subarray(from, to);
      try {
        stream = /FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      } catch {
        stream = raw;
      }
    }
    out.set(Number(m[1]), { dict, stream });
    start.lastIndex = end;
  }
  return out;
}

/** A ToUnicode CMap as glyph code (hex) → text. */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toUpperCase(), utf16(text!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, text] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const width = lo!.length;
      for (let c = parseInt(lo!, 16), u = parseInt(text!, 16); c <= parseInt(hi!, 16); c++, u++) {
        map.set(c.toString(16).toUpperCase().padStart(width, '0'), String.fromCharCode(u));
      }
    }
  }
  return map;
}

/** The text of every page, in page order, words of one text object joined. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const all = objects(pdf);
  const fontMaps = new Map<number, Map<string, string>>();
  for (const [num, obj] of all) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(obj.dict);
    const target = ref ? all.get(Number(ref[1])) : undefined;
    if (target?.stream) fontMaps.set(num, cmap(target.stream.toString('latin1')));
  }
  const pages = [...all.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  return pages.map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict);
    const resourceDict = resources ? all.get(Number(resources[1]))?.dict ?? '' : page.dict;
    for (const [, name, num] of resourceDict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name!, fontMaps.get(Number(num)) ?? new Map());
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents ? all.get(Number(contents[1]))?.stream?.toString('latin1') ?? '' : '';
    let font = new Map<string, string>();
    const words: string[] = [];
    const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(code.toUpperCase()) ?? '').join('');
    for (const token of stream.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj|\[([^\]]*)\] TJ|(ET)/g)) {
      if (token[1]) font = fonts.get(token[1]) ?? new Map();
      else if (token[2] !== undefined) words.push(decode(token[2]));
      else if (token[3] !== undefined) words.push([...token[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''));
      else if (token[4]) words.push(' ');
    }
    return words.join('').replace(/\s+/g, ' ').trim();
  });
}
