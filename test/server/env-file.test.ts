// The service's environment file read as systemd reads `EnvironmentFile=` (admin/env-file.ts), for
// the server's commands: the doc's own DATABASE_URL line with its `&`, quotes, comments, and no
// expansion of anything.
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CommandError } from '../../src/server/admin/command-error.ts';
import { applyEnvFile, parseEnvFile, takeEnvFile } from '../../src/server/admin/env-file.ts';

const test = suite('the environment file, read as systemd reads it');

const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');

test("section 10's DATABASE_URL line keeps everything after its '&'", () => {
  const line = /^DATABASE_URL=postgres:\/\/.*$/m.exec(doc.slice(doc.indexOf('## 10. PostgreSQL')))?.[0];
  assert.ok(line?.includes('&'), 'the doc has a DATABASE_URL with several parameters');
  const { values } = parseEnvFile(`# written by the administrator\n${line ?? ''}\n`);
  assert.is(values.DATABASE_URL, line?.slice('DATABASE_URL='.length));
});

test('quotes, comments, spaces and escapes are read as systemd reads them, and nothing is expanded', () => {
  const { values, skipped } = parseEnvFile(
    [
      '# a comment',
      '; another comment',
      '',
      '  SPACED  =  value with spaces   ',
      "SINGLE='it''s $HOME & `date` \\n'",
      'DOUBLE="say \\"hi\\" \\$HOME \\\\ \\n"',
      'HASH=pass#word # not a comment',
      'DOLLAR=$HOME/${USER}',
      'JOINED=one\\',
      'two',
      'MULTI="line one',
      'line two"',
      'EMPTY=',
      'not a setting',
      '1BAD=x',
      'LAST=no newline at the end',
    ].join('\n'),
  );
  assert.equal(values, {
    SPACED: 'value with spaces',
    SINGLE: "its $HOME & `date` \\n",
    DOUBLE: 'say "hi" $HOME \\ \\n',
    HASH: 'pass#word # not a comment',
    DOLLAR: '$HOME/${USER}',
    JOINED: 'onetwo',
    MULTI: 'line one\nline two',
    EMPTY: '',
    LAST: 'no newline at the end',
  });
  assert.equal(skipped, ['not a setting', '1BAD']);
});

test('a later setting of the same name wins, and CRLF line ends are line ends', () => {
  assert.equal(parseEnvFile('A=1\r\nA=2\r\nB=3\r\n').values, { A: '2', B: '3' });
});

test('--environment-file is taken out of the arguments, its settings go over the environment, "-" reads standard input', () => {
  const env: NodeJS.ProcessEnv = { DATA_DIR: '/var/lib/portal-api/data', NODE_ENV: 'production' };
  const read: string[] = [];
  const warnings: string[] = [];
  const args = applyEnvFile(['--email', 'a@b.example', '--environment-file', '-'], env, (text) => warnings.push(text), (file) => {
    read.push(file);
    return 'DATA_DIR=/srv/data&copy\nnot a setting\n';
  });
  assert.equal(args, ['--email', 'a@b.example']);
  assert.equal(read, ['-']);
  assert.equal(env, { DATA_DIR: '/srv/data&copy', NODE_ENV: 'production' });
  assert.match(warnings.join(''), /skipped, as systemd skips them: "not a setting"/);
  assert.equal(takeEnvFile(['--environment-file=/etc/portal-api/env'], () => 'A=1').settings, { A: '1' });
});

test('a file the command may not read is refused with the way round it', () => {
  const denied = () => {
    throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
  };
  try {
    takeEnvFile(['--environment-file', '/etc/portal-api/env'], denied);
    assert.unreachable('refused');
  } catch (error) {
    assert.instance(error, CommandError);
    assert.match((error as Error).message, /readable by root only: give it on standard input instead/);
  }
  assert.throws(() => takeEnvFile(['--environment-file'], () => ''), /needs the file/);
});

test.run();
