import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { linkAction } from '../../../../src/portal/features/users/link-state.ts';

const link = suite('linkAction');

link('Link state: link=1 links', () => {
  assert.is(linkAction(1), 'link');
  assert.is(linkAction('1'), 'link');
});

link('Link state: any other value unlinks', () => {
  for (const value of [0, '0', 2, '2', '', ' 1', '01', 'true', true, null, undefined, 1.5, [1], {}]) {
    assert.is(linkAction(value), 'unlink', JSON.stringify(value) ?? String(value));
  }
});

link.run();
