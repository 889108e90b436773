/**
 * Passkeys in the browser (issue 34): the browser's own navigator.credentials, no package. The
 * server sends the options and reads the answers as JSON with binary fields in base64url
 * (contract/schemas/auth.ts); the two converters below are the only place they change form. Loaded
 * only by the pages that make or use a passkey.
 */
import type { Infer } from '../../../contract/schema.ts';
import type { passkeyAssertion, passkeyCreationOptions, passkeyRegistration, passkeyRequestOptions } from '../../../contract/schemas/auth.ts';

/** base64url text (no padding) to bytes. */
export function fromBase64url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
}

/** Bytes to base64url text (no padding). */
export function toBase64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.create === 'function';
}

/** Why a passkey was not made or used: the person or the browser stopped it, this device holds one already, or no passkeys here. */
export type PasskeyTrouble = 'cancelled' | 'exists' | 'unsupported';

/** What the browser's refusal means for the person (a DOMException's name). */
export function passkeyTrouble(error: unknown): PasskeyTrouble {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'InvalidStateError') return 'exists';
  if (name === 'NotSupportedError' || name === 'SecurityError' || !passkeysSupported()) return 'unsupported';
  return 'cancelled';
}

type Descriptor = { id: string; type: string; transports?: string[] | undefined };
const descriptors = (list: readonly Descriptor[] | undefined) =>
  list?.map((d) => ({ ...d, id: fromBase64url(d.id), type: 'public-key' as const, transports: d.transports as AuthenticatorTransport[] | undefined }));

/** A credential as the server reads it (WebAuthn's JSON form), around its `response`, encoded. */
function asJson<R>(credential: PublicKeyCredential, response: R) {
  const kind = credential.authenticatorAttachment;
  const attachment: { authenticatorAttachment?: 'platform' | 'cross-platform' } =
    kind === 'platform' || kind === 'cross-platform' ? { authenticatorAttachment: kind } : {};
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key' as const,
    response,
    clientExtensionResults: {},
    ...attachment,
  };
}

/** Asks the browser to make a passkey with the server's options; throws the browser's refusal. */
export async function createPasskey(options: Infer<typeof passkeyCreationOptions>): Promise<Infer<typeof passkeyRegistration>> {
  const publicKey = {
    ...options,
    challenge: fromBase64url(options.challenge),
    user: { ...options.user, id: fromBase64url(options.user.id) },
    excludeCredentials: descriptors(options.excludeCredentials),
  } as PublicKeyCredentialCreationOptions;
  const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
  const response = credential.response as AuthenticatorAttestationResponse;
  return asJson(credential, {
    clientDataJSON: toBase64url(response.clientDataJSON),
    attestationObject: toBase64url(response.attestationObject),
    transports: response.getTransports?.() ?? [],
  });
}

/** Asks the browser to sign the server's challenge with a passkey; throws the browser's refusal. */
export async function usePasskey(options: Infer<typeof passkeyRequestOptions>): Promise<Infer<typeof passkeyAssertion>> {
  const publicKey = {
    ...options,
    challenge: fromBase64url(options.challenge),
    allowCredentials: descriptors(options.allowCredentials),
  } as PublicKeyCredentialRequestOptions;
  const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
  const response = credential.response as AuthenticatorAssertionResponse;
  return asJson(credential, {
    clientDataJSON: toBase64url(response.clientDataJSON),
    authenticatorData: toBase64url(response.authenticatorData),
    signature: toBase64url(response.signature),
    ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
  });
}
