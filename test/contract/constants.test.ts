import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as constants from '../../src/contract/constants.ts';
import { defaultTrainingLanguage } from '../../src/contract/training-constants.ts';

const limits = suite('constants');

limits('session lifetime is 60 minutes and the base path is /portal', () => {
  assert.is(constants.sessionMinutes, 60);
  assert.is(constants.basePath, '/portal');
});

limits('configuration version 2.2.0 dated 06-27-2025', () => {
  assert.is(constants.configVersion, '2.2.0');
  assert.is(constants.configDate, '06-27-2025');
});

limits('placeholder id and default group are 0; roles are joined by a hyphen', () => {
  assert.is(constants.placeholderId, 0);
  assert.is(constants.defaultGroup, 0);
  assert.is(constants.roleSeparator, '-');
});

limits('the eight support reasons in dropdown order', () => {
  assert.equal(
    [...constants.supportReasons],
    [
      'Report Generation',
      'Report Interpretation',
      'User Management',
      'Demo Evaluations',
      'Evaluator Training',
      'Evaluator Exam',
      'Technical Issue',
      'Other',
    ],
  );
});

limits('description box of 6 rows, lazy-load delay 250 ms, default evaluator status "0", language English', () => {
  assert.is(constants.descriptionRows, 6);
  assert.is(constants.lazyLoadDelayMs, 250);
  assert.is(constants.defaultEvaluatorStatus, '0');
  assert.is(defaultTrainingLanguage, 'English');
});

limits('portal-provided subjects are marked by the URL key PP', () => {
  assert.is(constants.portalProvidedKey, 'PP');
});

limits('breakpoints sm 600, md 960, lg 1280, xl 1500', () => {
  assert.equal(constants.breakpoints, { sm: 600, md: 960, lg: 1280, xl: 1500 });
});

limits.run();
