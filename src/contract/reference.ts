/**
 * The endpoint reference of docs/api.md, written from the endpoint table and the schemas, so the
 * page cannot drift from what the server checks and the portal sends. `npm run docs` writes it
 * between its markers; a test fails when the page and this text differ.
 */
import { canCall, needsSession, type Access, type Caller } from './access.ts';
import { endpoints, type EndpointName } from './endpoints.ts';
import type { EndpointSchemas } from './endpoints/define.ts';
import { roleLabels, roleNames, rolePermissions, type RoleName } from './roles.ts';
import { schemas } from './schemas.ts';
import { everyEndpointErrors } from './schemas/errors.ts';

export const referenceStart = '<!-- endpoint reference: written by `npm run docs` from src/contract; do not edit by hand -->';
export const referenceEnd = '<!-- end of endpoint reference -->';

const areas: readonly { title: string; prefix: readonly string[] }[] = [
  { title: 'Authentication', prefix: ['auth/'] },
  { title: 'Institutions, users and roles', prefix: ['institution/', 'portal_users/'] },
  { title: 'Subjects, reports and records', prefix: ['reports/', 'subjects/', 'medical_record/', 'extras/'] },
  { title: 'Training', prefix: ['training/', 'evaluator_exams/'] },
  { title: 'Videos', prefix: ['processing_records/'] },
  { title: 'Support and permissions', prefix: ['tickets/', 'permissions/'] },
  { title: 'Access events and paper anyone can check', prefix: ['access_events/', 'paper/'] },
];

const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (text: string) => `\`${cell(text)}\``;

function bodyOf(declared: EndpointSchemas): string {
  if (!declared.body) return 'none';
  return declared.body.doc === 'unknown' ? 'not declared yet' : code(declared.body.doc);
}

function queryOf(declared: EndpointSchemas): string {
  const entries = Object.entries(declared.query ?? {});
  return entries.length ? entries.map(([key, s]) => `${code(key)}: ${cell(s.doc)}`).join('<br>') : 'none';
}

function dataOf(declared: EndpointSchemas): string {
  if (declared.data === null) return 'none';
  return declared.data.doc === 'unknown' ? 'not declared yet' : code(declared.data.doc);
}

/** The failures that carry `data`, beyond the 400 field issues of every endpoint. */
function failureData(names: readonly EndpointName[]): string[] {
  const lines = [
    '### Failure data',
    '',
    'A failure answers `{message}`; some also carry `data`. Every endpoint may refuse a body or query',
    `with 400 and \`data\`: ${code(everyEndpointErrors[400].doc)}. The others with \`data\` are these; a`,
    'failure of any other status carries none.',
    '',
    '| call | status | failure `data` |',
    '|---|---|---|',
  ];
  for (const name of names) {
    const declared: EndpointSchemas = schemas[name];
    for (const [status, schema] of Object.entries(declared.errors ?? {})) lines.push(`| ${code(name)} | ${status} | ${code(schema.doc)} |`);
  }
  return lines;
}

/** A caller holding one role in the institution (an evaluator is in training), terms accepted. */
function holderOf(role: RoleName): Caller {
  return {
    isAdmin: false,
    member: {
      roles: [role],
      permissions: new Set(rolePermissions[role]),
      isOwner: false,
      evaluatorStatus: role === 'evaluator' ? 1 : 0,
      termsAccepted: true,
    },
  };
}

/** The columns of the permission matrix: who is asking. */
const matrixColumns: readonly { readonly title: string; readonly caller: Caller }[] = [
  { title: 'Signed in, no institution chosen', caller: { isAdmin: false, member: null } },
  ...roleNames.map((role) => ({ title: roleLabels[role], caller: holderOf(role) })),
  {
    title: 'Owner (no role)',
    caller: { isAdmin: false, member: { roles: [], permissions: new Set(), isOwner: true, evaluatorStatus: 0, termsAccepted: true } },
  },
  { title: 'Administrator (no institution)', caller: { isAdmin: true, member: null } },
];

function matrixCell(access: Access, caller: Caller): string {
  if (!needsSession(access)) return 'anyone';
  return canCall({ access }, caller) ? 'yes' : '·';
}

function accessNotes(access: Access): string {
  if (access.caller !== 'member') return '';
  return [access.terms ? 'terms accepted' : '', access.ownerProtected ? "owner's account: owner only" : ''].filter(Boolean).join('; ');
}

/**
 * Who may call what: every endpoint against a caller of each role (one role held, in the
 * institution chosen for the session, its terms accepted), drawn from the access rules the
 * server enforces (access.ts), so the page cannot say other than the server does.
 */
export function permissionMatrix(): string[] {
  const names = Object.keys(endpoints) as EndpointName[];
  const lines = [
    '### Who may call what',
    '',
    'Each endpoint declares who may call it (`src/contract/endpoints/`); the server decides from that',
    'declaration before any handler runs (`src/contract/access.ts`, `src/server/access/admit.ts`).',
    'A column is a caller who holds that one role in the institution chosen for the session. "Terms',
    'accepted": refused until the caller accepted the terms in that institution. The server then',
    "still limits what the caller sees (an `_inst_user` call answers only the caller's own",
    "subjects; another institution's row answers 404).",
    '',
    `| call | ${matrixColumns.map((column) => column.title).join(' | ')} | also needs |`,
    `|---|${matrixColumns.map(() => '---').join('|')}|---|`,
  ];
  for (const name of names) {
    const access: Access = endpoints[name].access;
    lines.push(`| **${name}** | ${matrixColumns.map((column) => matrixCell(access, column.caller)).join(' | ')} | ${accessNotes(access)} |`);
  }
  return lines;
}

/** The reference as Markdown. */
export function endpointReference(): string {
  const names = Object.keys(endpoints) as EndpointName[];
  const lines = [
    referenceStart,
    '',
    ...permissionMatrix(),
    '',
    '### Endpoints',
    '',
    'Every endpoint of the contract. Body, query and answer are the schemas the server checks;',
    '`string (1..100 characters)` counts characters after trimming, `?` marks a field that may be',
    'absent (or `null`). An unknown body field or query parameter is refused with 400, every issue',
    'at once in `data.fields`.',
  ];
  for (const { title, prefix } of areas) {
    const inArea = names.filter((name) => prefix.some((p) => endpoints[name].path.startsWith(p)));
    if (!inArea.length) continue;
    lines.push('', `### ${title}`, '', '| call | method and path | signed in | body | query | answer `data` |', '|---|---|---|---|---|---|');
    for (const name of inArea) {
      const endpoint: { method: string; path: string; access: Access } = endpoints[name];
      const declared: EndpointSchemas = schemas[name];
      lines.push(
        `| ${name} | ${code(`${endpoint.method} ${endpoint.path}`)} | ${needsSession(endpoint.access) ? 'yes' : 'no'} | ${bodyOf(declared)} | ${queryOf(declared)} | ${dataOf(declared)} |`,
      );
    }
  }
  lines.push('', ...failureData(names), '', referenceEnd);
  return lines.join('\n');
}

/** `page` with its reference section replaced by `reference`; the section is added at the end if missing. */
export function withReference(page: string, reference: string): string {
  const start = page.indexOf(referenceStart);
  const end = page.indexOf(referenceEnd);
  if (start === -1 || end === -1) return `${page.trimEnd()}\n\n## Endpoint reference\n\n${reference}\n`;
  return page.slice(0, start) + reference + page.slice(end + referenceEnd.length);
}
