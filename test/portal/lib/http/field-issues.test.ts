import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldIssuesOf } from '../../../../src/portal/lib/http/field-issues.ts';

const issues = suite('fieldIssuesOf');

issues('reads the issues of a refusal’s data.fields', () => {
  const data = { fields: [{ field: 'name', code: 'empty' }, { field: 'passwd', code: 'too_short', limit: 12 }] };
  assert.equal(fieldIssuesOf(data), data.fields);
});

issues('the issues of an answer are read defensively: anything malformed is left out', () => {
  assert.equal(fieldIssuesOf(null), []);
  assert.equal(fieldIssuesOf(undefined), []);
  assert.equal(fieldIssuesOf({ fields: 'name' }), []);
  assert.equal(fieldIssuesOf({ current: { id: 3 } }), [], 'a conflict carries no issues');
  assert.equal(fieldIssuesOf({ fields: [{ field: 'name', code: 'empty' }, { field: 3 }, null] }), [{ field: 'name', code: 'empty' }]);
});

issues.run();
