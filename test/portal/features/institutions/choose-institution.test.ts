import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse, type MemoryStorage } from '../../../support/fakes.ts';
import { applyInstitutionChoice, chooseInstitution } from '../../../../src/portal/features/institutions/choose-institution.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession, sessionStore } from '../../../../src/portal/lib/session/session.ts';
import { sessionRoles } from '../../../../src/portal/lib/session/session-readers.ts';
import { sessionPermissions } from '../../../../src/portal/domain/access/caller.ts';
import { resetRoutesState, routesStore } from '../../../../src/portal/domain/access/access-slice.ts';
import type { InstitutionChoice } from '../../../../src/contract/types.ts';
import { callerOf } from '../../../../src/portal/domain/access/caller.ts';

const signedIn = { user_id: '7', token: 'tok', username: 'ana@example.org' };
const defaults = { evaluatorStatus: '0', userInstitutionGroups: null };

const choice: InstitutionChoice = {
  permissions: { reports: ['list_reports_inst', 'get_evaluation_report_inst'], users: ['list_inst'] },
  is_owner: true,
  evaluator_status: '2',
  roles: ['institutional_clinician', 'evaluator'],
  agree_tandc: false,
};

let storage: MemoryStorage;
let central: ApiFailure[];

function reset(): void {
  storage = installSessionStorage(signedIn);
  reloadSession();
  resetRoutesState();
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
}

const apply = suite('applyInstitutionChoice');
apply.before.each(reset);

apply('Choosing an institution with an empty result returns null and stores nothing', () => {
  for (const empty of [null, undefined, {} as InstitutionChoice]) {
    assert.is(applyInstitutionChoice({ id: 11, country: 'ES' }, empty), null);
    assert.equal(storage.snapshot(), signedIn);
    assert.equal(routesStore.getState(), defaults);
  }
});

apply('Choosing an institution stores permissions, owner flag, evaluator status, roles and terms flag', () => {
  const result = applyInstitutionChoice({ id: 11, country: 'ES' }, choice);
  assert.is(result, choice);
  assert.equal(JSON.parse(storage.getItem('permissions') ?? 'null'), choice.permissions);
  assert.is(storage.getItem('is_owner'), 'true');
  assert.is(storage.getItem('evaluator_status'), '2');
  assert.equal(JSON.parse(storage.getItem('user_roles') ?? 'null'), ['institutional_clinician', 'evaluator']);
  assert.is(storage.getItem('agree_tandc'), 'false');
  assert.is(storage.getItem('selected_institution_id'), '11');
  assert.is(storage.getItem('institution_country'), 'ES');
  assert.equal(sessionPermissions(), choice.permissions);
  assert.equal(sessionRoles(), choice.roles);
});

apply('Choosing an institution also pushes roles and evaluator status into the app state', () => {
  applyInstitutionChoice({ id: 11 }, choice);
  assert.is(routesStore.getState().evaluatorStatus, '2');
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), ['institutional_clinician', 'evaluator']);
});

apply('choosing another institution replaces the previous choice', () => {
  applyInstitutionChoice({ id: 11, country: 'ES' }, choice);
  applyInstitutionChoice(
    { id: 12 },
    { permissions: { reports: [], users: [] }, is_owner: false, evaluator_status: '0', roles: ['clinician'], agree_tandc: true },
  );
  assert.is(storage.getItem('selected_institution_id'), '12');
  assert.is(storage.getItem('institution_country'), null);
  assert.is(storage.getItem('is_owner'), 'false');
  assert.is(storage.getItem('agree_tandc'), 'true');
  assert.is(storage.getItem('evaluator_status'), '0');
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), ['clinician']);
  assert.is(sessionStore.getState().institution_country, undefined);
});

apply.run();

const choose = suite('chooseInstitution');
choose.before.each(reset);

choose('calls POST portal_users/set_login_institution/{id} and applies the answer', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: choice }));
  const { choice: applied, result } = await chooseInstitution({ id: 11, country: 'ES' });
  assert.equal(applied, choice);
  assert.is(result.ok, true);
  assert.is(calls[0]?.url, '/api/portal_users/set_login_institution/11');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.headers.Authorization, '7:tok');
  assert.is(storage.getItem('evaluator_status'), '2');
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), choice.roles);
});

choose('Choosing an institution with an empty result from the server returns null and stores nothing', async () => {
  for (const data of [{}, null, undefined]) {
    installFetch(() => jsonResponse(data === undefined ? { message: 'OK' } : { message: 'OK', data }));
    const { choice: applied, result } = await chooseInstitution({ id: 11, country: 'ES' });
    assert.is(applied, null);
    assert.is(result.ok, true);
    assert.equal(storage.snapshot(), signedIn);
    assert.equal(routesStore.getState(), defaults);
  }
  assert.is(central.length, 0);
});

choose('a failed choice returns null, stores nothing and goes to the central handler', async () => {
  installFetch(() => jsonResponse({ message: 'Access denied' }, 403));
  const { choice: applied, result } = await chooseInstitution({ id: 11 });
  assert.is(applied, null);
  assert.is(result.ok, false);
  assert.equal(storage.snapshot(), signedIn);
  assert.is(central[0]?.message, 'Access Denied');
});

choose.run();
