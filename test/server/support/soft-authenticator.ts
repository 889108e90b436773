/**
 * A software passkey authenticator for the server's tests: an ES256 key pair made here, the
 * attestation ("none") and assertions a browser would send, as the JSON the contract takes, with
 * the origin, RP id and signature counter a test chooses (so a test can send what a browser never
 * would: another origin, a counter gone back).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// The little CBOR the attestation needs: small and negative integers, byte and text strings, maps.
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
}

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | string) => Buffer.from(data).toString('base64url');

interface Options {
  challenge: string;
}

export interface SoftAuthenticator {
  readonly credentialId: string;
  /** The next signature counter (a test may set it back). */
  counter: number;
  register(options: Options & { rp?: { id?: string } }, origin: string): Record<string, unknown>;
  assert(options: Options & { rpId?: string }, origin: string, userVerified?: boolean): Record<string, unknown>;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const id = randomBytes(16);
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
  const authData = (rpId: string, flags: number, counter: number, attested: boolean) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, coseKey);
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string, origin: string) => JSON.stringify({ type, challenge, origin, crossOrigin: false });
  const self: SoftAuthenticator = {
    credentialId: b64u(id),
    counter: 1,
    register(options, origin) {
      const data = authData(options.rp?.id ?? new URL(origin).hostname, 0x01 | 0x04 | 0x40, 0, true);
      const attestation = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', data]]));
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64u(attestation), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, userVerified = true) {
      const data = authData(options.rpId ?? new URL(origin).hostname, 0x01 | (userVerified ? 0x04 : 0), self.counter++, false);
      const json = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(json)]), privateKey as KeyObject);
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64u(json), authenticatorData: b64u(data), signature: b64u(signature) },
        clientExtensionResults: {},
      };
    },
  };
  return self;
}
