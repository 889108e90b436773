import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { topLevelRules, withoutRulesOf } from '../../build/css.mjs';

const rules = suite('topLevelRules');

rules('splits minified CSS into its top-level rules, keeping at-rule blocks whole', () => {
  const css = '.a{color:red}@media (max-width:600px){.a{color:blue}.b{margin:0}}@import "x.css";.c::before{content:"}"}';
  assert.equal(topLevelRules(css), [
    '.a{color:red}',
    '@media (max-width:600px){.a{color:blue}.b{margin:0}}',
    '@import "x.css";',
    '.c::before{content:"}"}',
  ]);
});

rules.run();

const trim = suite('withoutRulesOf');

trim('drops the rules the earlier stylesheet holds and keeps the rest in order', () => {
  const main = '.btn{color:red}.page{padding:0}';
  const shell = '.btn{color:red}.menu{display:flex}@media print{.menu{display:none}}';
  assert.is(withoutRulesOf(shell, main), '.menu{display:flex}\n@media print{.menu{display:none}}');
});

trim('keeps a rule that differs from the earlier one only in its body', () => {
  assert.is(withoutRulesOf('.btn{color:blue}', '.btn{color:red}'), '.btn{color:blue}');
});

trim.run();
