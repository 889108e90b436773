/**
 * One simple-protocol query in PostgreSQL's wire format, and its reply read back into rows: what
 * PGlite's `execProtocolRawSync` takes and gives. The reply is read as PGlite's own `exec` reads
 * it (the same type parsers, one object per row), so a caller cannot tell the two apart.
 */
import { messages, types, type PGlite } from '@electric-sql/pglite';

/** One row, by column name (db.ts's Row). */
type Row = Record<string, unknown>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The Query message ('Q') for `sql`. */
export function simpleQueryMessage(sql: string): Uint8Array {
  const text = encoder.encode(sql);
  const message = new Uint8Array(6 + text.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 5 + text.length);
  message.set(text, 5);
  return message;
}

export interface Notification {
  readonly channel: string;
  readonly payload: string;
}

export interface Reply {
  /** The rows of the reply (one statement), typed by `parsers`. */
  readonly rows: Row[];
  /** The error the database answered with, as PGlite's own calls give it; the rows then mean nothing. */
  readonly error: messages.DatabaseError | null;
  /** Notices of LISTEN channels that came with the reply. */
  readonly notifications: Notification[];
}

const rowDescription = 0x54; // 'T'
const dataRow = 0x44; // 'D'
const errorResponse = 0x45; // 'E'
const notificationResponse = 0x41; // 'A'

/** Reads the messages of one reply; any message not listed above is skipped. */
export function readReply(bytes: Uint8Array, parsers: PGlite['parsers']): Reply {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: Row[] = [];
  const notifications: Notification[] = [];
  let fields: { name: string; type: number }[] = [];
  let error: messages.DatabaseError | null = null;
  let at = 0;
  // A zero-terminated string at `from`; `next` is where the reading goes on.
  let next = 0;
  const cString = (from: number): string => {
    const end = bytes.indexOf(0, from);
    next = end + 1;
    return decoder.decode(bytes.subarray(from, end));
  };
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    let p = at + 5;
    const end = at + 1 + view.getInt32(at + 1);
    if (type === rowDescription) {
      const count = view.getInt16(p);
      p += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const name = cString(p);
        // table oid (4), column number (2), then the type oid; type size, modifier and format follow.
        fields.push({ name, type: view.getInt32(next + 6) });
        p = next + 18;
      }
    } else if (type === dataRow) {
      const count = view.getInt16(p);
      p += 2;
      const row: Row = {};
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        const field = fields[i];
        if (!field) break;
        if (length < 0) {
          row[field.name] = null;
          continue;
        }
        row[field.name] = types.parseType(decoder.decode(bytes.subarray(p, p + length)), field.type, parsers);
        p += length;
      }
      rows.push(row);
    } else if (type === errorResponse) {
      error = databaseError(bytes.subarray(p, end), end - at - 1);
    } else if (type === notificationResponse) {
      const channel = cString(p + 4);
      notifications.push({ channel, payload: cString(next) });
    }
    at = end;
  }
  return { rows, error, notifications };
}

/** The fields of an ErrorResponse, by their one-letter codes (PostgreSQL's protocol, 55.8). */
const errorFields: Record<string, keyof messages.DatabaseError> = {
  V: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function databaseError(body: Uint8Array, length: number): messages.DatabaseError {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const end = body.indexOf(0, at + 1);
    fields.set(String.fromCharCode(body[at] ?? 0), decoder.decode(body.subarray(at + 1, end)));
    at = end + 1;
  }
  const error = new messages.DatabaseError(fields.get('M') ?? 'database error', length, 'error');
  const target = error as unknown as Record<string, string | undefined>;
  for (const [letter, name] of Object.entries(errorFields)) target[name] = fields.get(letter);
  target.severity ??= fields.get('S');
  return error;
}
