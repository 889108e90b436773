import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  authTypeLogin,
  authTypePartner,
  base64Utf8,
  decodeBase64Utf8,
  headerNames,
  loginAuthorization,
  loginTypeValue,
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

const names = suite('headerNames');

names('AuthType is VMPartner on every call and Login on the login call; LoginType is fixed at 1', () => {
  assert.equal(headerNames, { authType: 'AuthType', authorization: 'Authorization', loginType: 'LoginType' });
  assert.is(authTypePartner, 'VMPartner');
  assert.is(authTypeLogin, 'Login');
  assert.is(loginTypeValue, '1');
});

names.run();

const encode = suite('base64Utf8');

encode('matches Node base64 of the UTF-8 bytes, including characters outside Latin-1', () => {
  for (const text of ['', 'abc', 'ñandú', '日本語', '😀:x']) {
    assert.is(base64Utf8(text), Buffer.from(text, 'utf8').toString('base64'));
  }
});

encode.run();

const decode = suite('decodeBase64Utf8');

decode('round-trips with base64Utf8', () => {
  for (const text of ['', 'a@b.c:pw', 'contraseña', '😀']) assert.is(decodeBase64Utf8(base64Utf8(text)), text);
});

decode('returns null for invalid base64 or bytes that are not UTF-8', () => {
  assert.is(decodeBase64Utf8('%%%'), null);
  assert.is(decodeBase64Utf8(Buffer.from([0xc3, 0x28]).toString('base64')), null);
});

decode.run();
