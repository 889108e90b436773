import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { basePath, isInsideBase, stripBase, withBase } from '../../../../src/portal/lib/router/base.ts';

const inside = suite('isInsideBase');

inside('the base itself and paths below it on a segment boundary are inside', () => {
  assert.is(basePath, '/portal');
  assert.is(isInsideBase('/portal'), true);
  assert.is(isInsideBase('/portal/'), true);
  assert.is(isInsideBase('/portal/users/add_user'), true);
});

inside('a path that only shares a prefix, or lies elsewhere, is outside', () => {
  assert.is(isInsideBase('/portalx'), false);
  assert.is(isInsideBase('/portal-old/users'), false);
  assert.is(isInsideBase('/api/auth/login'), false);
  assert.is(isInsideBase('/'), false);
});

inside('honours another base', () => {
  assert.is(isInsideBase('/app/x', '/app'), true);
  assert.is(isInsideBase('/portal/x', '/app'), false);
});

inside.run();

const strip = suite('stripBase');

strip('turns a browser pathname into an app path', () => {
  assert.is(stripBase('/portal/users'), '/users');
  assert.is(stripBase('/portal/'), '/');
  assert.is(stripBase('/portal'), '/');
});

strip('leaves a path outside the base unchanged', () => {
  assert.is(stripBase('/portalx/users'), '/portalx/users');
  assert.is(stripBase('/other'), '/other');
});

strip.run();

const add = suite('withBase');

add('prefixes an app path with the base', () => {
  assert.is(withBase('/users'), '/portal/users');
  assert.is(withBase('/'), '/portal/');
  assert.is(withBase('/auth/sign-in?redirect=%2Fusers'), '/portal/auth/sign-in?redirect=%2Fusers');
});

add('adds the missing leading slash', () => {
  assert.is(withBase('users'), '/portal/users');
});

add('round-trips with stripBase', () => {
  for (const path of ['/', '/institutions', '/training/videos']) assert.is(stripBase(withBase(path)), path);
});

add.run();
