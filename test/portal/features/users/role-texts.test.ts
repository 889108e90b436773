import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { roleTexts } from '../../../../src/portal/features/users/role-texts.ts';
import { usersMessages } from '../../../../src/portal/features/users/messages/index.ts';
import { en } from '../../../../src/portal/features/users/messages/en.ts';
import { translator } from '../../../../src/portal/lib/i18n/translate.ts';
import { roleLabels, roleNames } from '../../../../src/contract/roles.ts';
import { roleCatalogue } from '../../../../src/server/features/roles/role-catalogue.ts';

const texts = suite('roleTexts');

const evaluator = { name: 'evaluator' as const, label: 'Evaluator (site)', description: 'Takes part in our studies.' };

texts('in English a role reads as the server words it', () => {
  assert.equal(roleTexts(evaluator, 'en', translator(usersMessages, 'en')), {
    label: 'Evaluator (site)',
    description: 'Takes part in our studies.',
  });
});

texts('in Spanish a role reads translated by its name, whatever words the server sent', async () => {
  await usersMessages.load('es');
  assert.equal(roleTexts(evaluator, 'es', translator(usersMessages, 'es')), {
    label: 'Personal evaluador',
    description: 'Realiza evaluaciones y tiene acceso a la formación de evaluadores, al examen y a los certificados.',
  });
});

texts("in Spanish a role the tables do not know keeps the server's words", async () => {
  await usersMessages.load('es');
  const auditor = { name: 'auditor', label: 'Auditor', description: 'Reads the audit log.' };
  assert.equal(roleTexts(auditor, 'es', translator(usersMessages, 'es')), { label: 'Auditor', description: 'Reads the audit log.' });
});

texts("the English table holds the server catalogue's words for every role, so the translations translate them", () => {
  assert.equal(Object.keys(en.role).sort(), [...roleNames].sort());
  for (const role of roleCatalogue) {
    assert.is(en.role[role.name].label, roleLabels[role.name], role.name);
    assert.is(en.role[role.name].description, role.description, role.name);
  }
});

texts.run();
