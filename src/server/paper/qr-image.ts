/**
 * The QR code of a verification address as an SVG image in a `data:` URL. Made on the server with
 * qrcode-generator (docs/dependencies.md), so the portal's bundle carries no encoder, and shown in
 * an <img>: the portal's img-src already allows `data:` (http/static/csp.ts and deploy/), whatever
 * origin the API has, and an SVG in an <img> runs no script.
 */
import qrcode from 'qrcode-generator';

/** The QR code (error correction M, 4-module quiet zone) of `text`. */
export function qrImage(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const svg = code.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
