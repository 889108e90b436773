/**
 * The user list's and the audit trail's queries in the URL: their endpoints' query schemas from
 * the contract, read and written by the list kit (lib/list), so a filter is a typed value the
 * server accepts. The audit trail is a view of /users, so its path keeps `view=audit`.
 */
import { auditKinds } from '../../../../contract/audit.ts';
import { queryOneOf, queryText } from '../../../../contract/query-schema.ts';
import { auditListQuery, linkStates, userListQuery } from '../../../../contract/schemas/users.ts';
import { listSpec } from '../../../lib/list/list-query.ts';

const { group, role, link, page } = userListQuery;

/**
 * Search text, group, role, link state and page. The search travels in the search call's path
 * (search_inst/{query}), not its query, so it is checked here as text like the other filters.
 */
export const userList = listSpec({ shape: { q: queryText(200), group, role, link, page } });

/** The link-state filter a select's value names ('' for all users). */
export const linkStateOf = (value: string) => linkStates.find((state) => state === value) ?? 'all';

const { user, action } = auditListQuery;

/** The trail opens on the changes, not on everything: the reads of records would bury them. */
export const auditList = listSpec({ shape: { user, action, kind: queryOneOf(auditKinds, 'changes'), page: auditListQuery.page } });

/** The audit kind a select's value names. */
export const auditKindOf = (value: string) => auditKinds.find((kind) => kind === value) ?? 'changes';
