import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readMail } from '../../../src/server/env.ts';
import { languageOf } from '../../../src/server/mail/mail-language.ts';
import { keyLink } from '../../../src/server/mail/mail-links.ts';
import { describeSmtpUrl, parseMailFrom, readPublicUrl } from '../../../src/server/mail/mail-settings.ts';
import { escapeHtml, renderMail } from '../../../src/server/mail/mail-texts.ts';

const settings = suite('mail settings, language and texts');

settings('SMTP_URL needs MAIL_FROM and PUBLIC_URL, and only smtp:// or smtps://', () => {
  assert.equal(readMail({}), { smtpUrl: undefined, from: undefined, publicUrl: undefined });
  assert.throws(() => readMail({ SMTP_URL: 'smtp://mail.hospital.example:587' }), /MAIL_FROM/);
  assert.throws(() => readMail({ SMTP_URL: 'smtp://mail.hospital.example:587', MAIL_FROM: 'portal@hospital.example' }), /PUBLIC_URL/);
  assert.throws(() => readMail({ SMTP_URL: 'http://mail.hospital.example' }), /smtp:\/\/ or smtps:\/\//);
  assert.throws(() => readMail({ MAIL_FROM: 'portal@hospital.example\r\nBcc: x@y.example' }), /MAIL_FROM/);
  const full = readMail({ SMTP_URL: 'smtps://u:p@mail.hospital.example:465', MAIL_FROM: 'Portal <portal@hospital.example>', PUBLIC_URL: 'https://portal.hospital.example/portal/' });
  assert.is(full.publicUrl, 'https://portal.hospital.example');
  assert.is(describeSmtpUrl(full.smtpUrl as string), 'smtps://u:***@mail.hospital.example:465');
});

settings('MAIL_FROM is one mailbox with an optional name, parsed once into an address object, else refused', () => {
  assert.equal(parseMailFrom('Evaluation Report Portal <portal@hospital.example>'), { name: 'Evaluation Report Portal', address: 'portal@hospital.example' });
  assert.equal(parseMailFrom('"Portal, Norte" <portal@hospital.example>'), { name: 'Portal, Norte', address: 'portal@hospital.example' });
  assert.equal(parseMailFrom('portal@hospital.example'), { name: '', address: 'portal@hospital.example' });
  for (const from of [
    'Portal <portal@localhost>', 'x;y@hospital.example', 'Portal <a@hospital.example>, b@hospital.example', 'Portal <<a@hospital.example>>',
    'Por\u202etal <portal@hospital.example>', 'Portal\r\nBcc: x@y.example <portal@hospital.example>', 'Portal <>', '"Portal <portal@hospital.example>',
  ]) {
    assert.throws(() => parseMailFrom(from), /MAIL_FROM/, JSON.stringify(from));
    assert.throws(() => readMail({ MAIL_FROM: from }), /MAIL_FROM/, JSON.stringify(from));
  }
});

settings('PUBLIC_URL keeps a sub-path and refuses a query', () => {
  assert.is(readPublicUrl('https://intranet.hospital.example/eval/'), 'https://intranet.hospital.example/eval');
  assert.throws(() => readPublicUrl('https://portal.hospital.example/?x=1'), /query/);
  assert.is(keyLink('https://intranet.hospital.example/eval', 'reset_password', 7, 'k'), 'https://intranet.hospital.example/eval/portal/reset_your_password/7#key=k');
  assert.is(keyLink(undefined, 'confirm_email', 7, 'k'), '/portal/confirm_email/7#key=k');
});

settings('the mail language is the preferred of English and Spanish in Accept-Language', () => {
  assert.is(languageOf({}), 'en');
  assert.is(languageOf({ 'accept-language': 'es' }), 'es');
  assert.is(languageOf({ 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' }), 'es');
  assert.is(languageOf({ 'accept-language': 'es;q=0.2, en-US' }), 'en');
  assert.is(languageOf({ 'accept-language': 'de' }), 'en');
});

settings('every interpolated value is escaped in the HTML and kept as written in the text', () => {
  assert.is(escapeHtml(`<a href="x">'&'</a>`), '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  const mail = renderMail('user_added', 'en', {
    product: 'Portal <i>',
    name: '"Ana"',
    institution: '<script>alert(1)</script>',
    link: 'https://portal.example/portal/auth/sign-in?a=1&b=2',
  });
  assert.not.ok(/<script>|<i>|"Ana"/.test(mail.html), mail.html);
  assert.ok(mail.html.includes('href="https://portal.example/portal/auth/sign-in?a=1&#38;b=2"'));
  assert.ok(mail.text.includes('<script>alert(1)</script>'), 'the plain text is not escaped');
  assert.is(mail.subject, 'You now have access to <script>alert(1)</script> in Portal <i>');
});

settings('each mail has its English and Spanish version with the same link', () => {
  for (const kind of ['confirm_email', 'reset_password', 'user_added', 'invitation'] as const) {
    const facts = { product: 'P', name: 'Ana', institution: 'I', inviter: 'Sofía Romero', link: 'https://p.example/x' };
    const en = renderMail(kind, 'en', facts);
    const es = renderMail(kind, 'es', facts);
    assert.is.not(en.subject, es.subject, kind);
    assert.ok(en.text.includes(facts.link) && es.text.includes(facts.link), kind);
    assert.match(es.html, /<html lang="es">/);
  }
});

settings('each mail has its European Portuguese version, formal and with the product\'s words', () => {
  const facts = { product: 'P', name: 'Ana', institution: 'Hospital de Santa Maria', inviter: 'Sofia Rocha', link: 'https://p.example/x' };
  for (const kind of ['confirm_email', 'reset_password', 'user_added', 'invitation'] as const) {
    const pt = renderMail(kind, 'pt', facts);
    assert.is.not(pt.subject, renderMail(kind, 'es', facts).subject, kind);
    assert.ok(pt.text.startsWith('Olá, Ana,\n') && pt.text.includes(facts.link), kind);
    assert.match(pt.html, /<html lang="pt">/);
    assert.not.match(`${pt.subject} ${pt.text}`, /\b(você|senha|usuário|e-mail de)\b/i, kind);
  }
  const reset = renderMail('reset_password', 'pt', facts);
  assert.is(reset.subject, 'Reponha a sua palavra-passe de P');
  assert.ok(reset.html.includes('>Repor a minha palavra-passe</a>'));
  assert.ok(renderMail('user_added', 'pt', facts).text.includes('«Esqueceu-se da palavra-passe?»'));
  assert.ok(renderMail('invitation', 'pt', facts).text.startsWith('Olá, Ana,\n\nSofia Rocha enviou-lhe um convite para se juntar a Hospital de Santa Maria'));
  assert.is(languageOf({ 'accept-language': 'pt-PT, en;q=0.5' }), 'pt');
});

settings.run();
