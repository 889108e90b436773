import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createUserBody } from '../../../../src/portal/features/users/users-api.ts';

const body = suite('createUserBody');

const user = {
  name: 'Ana',
  lastname: 'Ruiz',
  email: 'ana@example.org',
  password: 'secret pass',
  company: 'Hospital',
  institution_id: 3,
  user_role: 'clinician',
  roles: [1, 4],
};

body('Account creation always sends force_enable true', () => {
  assert.is(createUserBody(user).force_enable, true);
});

body('sends the password as passwd and roles joined by hyphens', () => {
  const sent = createUserBody(user);
  assert.is(sent.passwd, 'secret pass');
  assert.is(sent.roles, '1-4');
  assert.not.ok('password' in sent);
});

body('No client-side validation of user fields: values are sent as given', () => {
  const sent = createUserBody({ ...user, name: '', email: 'not an email' });
  assert.is(sent.name, '');
  assert.is(sent.email, 'not an email');
});

body.run();
