import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  accessDeniedNotice,
  authFailureMarkers,
  authFailureNotice,
  failure,
  serverReason,
  spanish,
  success,
  type FailureKey,
  type SuccessKey,
} from '../../src/contract/messages.ts';
import { chunkTimeoutMs } from '../../src/contract/constants.ts';

// Spec §8 "Failure messages", word for word, with the catalogue key each action uses.
const specFailures: [FailureKey, string][] = [
  ['accountModify', 'Account could not be modified'],
  ['logout', 'Error during Logout, please Login again'],
  ['institutionsLoad', 'Institutions could not be loaded'],
  ['reportLoad', 'Report could not be retrieved'],
  ['reportVariationsLoad', 'Report Variations could not be loaded'],
  ['recordsLoad', 'Records could not be retrieved'],
  ['recordSave', 'Record could not be saved'],
  ['userLoad', 'User could not be loaded'],
  ['institutionLoad', 'Institution could not be loaded'],
  ['userRolesLoad', 'User roles could not be loaded'],
  ['userRolesModify', 'User roles could not be modified'],
  ['userModify', 'User could not be modified'],
  ['userAdd', 'User could not be added'],
  ['userLink', 'User could not be linked'],
  ['userUnlink', 'User could not be unlinked'],
  ['ownershipTransfer', 'Ownership could not be transferred'],
  ['trainingEnable', 'User could not be enabled for training'],
  ['termsAccept', 'Terms and Conditions could not be accepted'],
  ['documentationLoad', 'Documentation could not be loaded'],
  ['examsLoad', 'Exams could not be loaded'],
  ['examSubmit', 'Exam could not be submitted'],
  ['certificatesLoad', 'Certificates could not be loaded'],
  ['certificateLoad', 'Certificate could not be retrieved'],
  ['supportSend', 'Support request could not be sent'],
  ['videoRequest', 'Video request could not be sent'],
  ['taskVideoLoad', 'Task video could not be retrieved'],
  ['videoRequestStatus', 'Video request status could not be retrieved'],
  ['userRolesFetch', 'Failed to fetch user roles'],
];

const failures = suite('failure');

for (const [key, text] of specFailures) {
  failures(`Failure message '${text}' is the catalogue text for ${key}`, () => {
    assert.is(failure[key], text);
  });
}

failures("Failure message 'Loading chunk failed' with a timeout of 120 s", () => {
  assert.is(failure.chunkLoad, 'Loading chunk failed');
  assert.is(chunkTimeoutMs, 120 * 1000);
});

failures('every failure text is distinct and non-empty', () => {
  const texts = Object.values(failure);
  assert.ok(texts.every((t) => t.trim() !== ''));
  assert.is(new Set(texts).size, texts.length);
});

failures.run();

// Spec §8 "Success messages exist, for example ..."
const specSuccesses: [SuccessKey, string][] = [
  ['accountModify', 'Account modified successfully'],
  ['reportLoad', 'Report retrieved successfully'],
  ['supportSend', 'Support request sent successfully'],
  ['recordSave', 'Record saved successfully'],
  ['userLink', 'User linked successfully'],
  ['ownershipTransfer', 'Ownership transferred successfully'],
];

const successes = suite('success');

for (const [key, text] of specSuccesses) {
  successes(`Success message '${text}' is the catalogue text for ${key}`, () => {
    assert.is(success[key], text);
  });
}

successes.run();

const spanishTexts = suite('spanish');

spanishTexts('Reset-email success (Spanish): a mail with instructions to reset the password was sent', () => {
  const text = spanish.resetEmailSent.toLowerCase();
  assert.ok(text.includes('correo'), 'mentions the mail (correo)');
  assert.ok(text.includes('instrucciones'), 'mentions the instructions');
  assert.ok(text.includes('restablecer') && text.includes('contraseña'), 'about resetting the password');
  assert.ok(text.includes('enviado'), 'says it was sent');
});

spanishTexts('Password change success (Spanish): the password was changed successfully', () => {
  const text = spanish.passwordChanged.toLowerCase();
  assert.ok(text.includes('contraseña'), 'mentions the password');
  assert.ok(text.includes('cambiado'), 'says it was changed');
  assert.ok(text.includes('correctamente'), 'says it was successful');
});

spanishTexts.run();

const markers = suite('authFailureMarkers');

markers("Central handling reacts to exactly 'Failed in authentication', 'Bad permissions', 'Invalid token' and 'Expired token'", () => {
  assert.equal([...authFailureMarkers].sort(), [
    'Bad permissions',
    'Expired token',
    'Failed in authentication',
    'Invalid token',
  ]);
});

markers.run();

const notices = suite('authFailureNotice and accessDeniedNotice');

notices("an authentication failure shows 'Failed in authentication. Please Logout'", () => {
  assert.is(authFailureNotice, 'Failed in authentication. Please Logout');
});

notices("the server's 'Access denied' is shown as 'Access Denied'", () => {
  assert.is(serverReason.accessDenied, 'Access denied');
  assert.is(accessDeniedNotice, 'Access Denied');
});

notices("success needs the message exactly 'OK'", () => {
  assert.is(serverReason.ok, 'OK');
});

notices.run();
