import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  loginAuthorization,
  parseLoginAuthorization,
  parseSessionAuthorization,
  sessionAuthorization,
} from '../../src/contract/headers.ts';

const login = suite('loginAuthorization');

login('encodes the UTF-8 bytes of email:password as Basic', () => {
  assert.is(loginAuthorization('a@b.c', 'pw'), `Basic ${Buffer.from('a@b.c:pw').toString('base64')}`);
});

login('survives a password outside Latin-1 and one holding a colon', () => {
  const header = loginAuthorization('médico@hospital.es', 'contraseña:😀');
  assert.is(header, `Basic ${Buffer.from('médico@hospital.es:contraseña:😀', 'utf8').toString('base64')}`);
  assert.equal(parseLoginAuthorization(header), {
    email: 'médico@hospital.es',
    password: 'contraseña:😀',
  });
});

login('rejects a header that is not Basic or not base64 of UTF-8', () => {
  assert.is(parseLoginAuthorization('Bearer x'), null);
  assert.is(parseLoginAuthorization('Basic %%%'), null);
  assert.is(parseLoginAuthorization(`Basic ${Buffer.from([0xff, 0xfe]).toString('base64')}`), null);
  assert.is(parseLoginAuthorization(undefined), null);
});

login.run();

const session = suite('sessionAuthorization');

session('joins user id and token with a colon', () => {
  assert.is(sessionAuthorization('7', 'abc'), '7:abc');
  assert.equal(parseSessionAuthorization('7:abc'), { userId: '7', token: 'abc' });
});

session('rejects a header without both parts', () => {
  assert.is(parseSessionAuthorization(':abc'), null);
  assert.is(parseSessionAuthorization('7:'), null);
  assert.is(parseSessionAuthorization('7'), null);
});

session.run();
