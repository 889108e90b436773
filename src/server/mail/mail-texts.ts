/**
 * The mails the portal sends, in English and Spanish: plain text plus a simple HTML version with
 * the same words. Everything interpolated into the HTML is escaped, so a name such as
 * `<img onerror=...>` arrives as text. The wording names the product and says what to do.
 */
import type { MailLanguage } from './mail-language.ts';

export type MailKind = 'confirm_email' | 'reset_password' | 'user_added';

export interface MailFacts {
  /** The product's name as the portal shows it (config.json's productName). */
  product: string;
  /** The person's first name, when known. */
  name?: string;
  /** The link the mail is about: confirmation, reset, or the portal's sign-in page. */
  link: string;
  /** For `user_added`: the institution the person was added to. */
  institution?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Wording {
  subject: string;
  /** Paragraphs before the link. */
  lead: string[];
  /** The words of the link's button. */
  action: string;
  /** Paragraphs after the link. */
  after: string[];
}

const greeting = { en: (name?: string) => (name ? `Hello ${name},` : 'Hello,'), es: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:') };

function wording(kind: MailKind, language: MailLanguage, facts: MailFacts): Wording {
  const { product } = facts;
  const institution = facts.institution ?? '';
  if (language === 'es') {
    switch (kind) {
      case 'confirm_email':
        return {
          subject: `Confirme su correo electrónico en ${product}`,
          lead: [`Se ha creado una cuenta en ${product} con esta dirección de correo. Para confirmarla, abra este enlace:`],
          action: 'Confirmar mi correo',
          after: ['El enlace caduca en 7 días. Si no ha creado usted la cuenta, ignore este mensaje.'],
        };
      case 'reset_password':
        return {
          subject: `Restablezca su contraseña de ${product}`,
          lead: [`Se ha pedido restablecer la contraseña de su cuenta en ${product}. Para elegir una contraseña nueva, abra este enlace:`],
          action: 'Restablecer mi contraseña',
          after: ['El enlace caduca en 60 minutos y sirve una sola vez. Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.'],
        };
      case 'user_added':
        return {
          subject: `Le han dado acceso a ${institution} en ${product}`,
          lead: [`Un gestor de usuarios le ha añadido a ${institution} en ${product}. Puede entrar con su correo y su contraseña aquí:`],
          action: `Entrar en ${product}`,
          after: ['Si no esperaba este acceso, avise al gestor de usuarios de su institución.'],
        };
    }
  }
  switch (kind) {
    case 'confirm_email':
      return {
        subject: `Confirm your email address for ${product}`,
        lead: [`An account was created in ${product} with this email address. To confirm it, open this link:`],
        action: 'Confirm my email address',
        after: ['The link expires in 7 days. If you did not create this account, ignore this message.'],
      };
    case 'reset_password':
      return {
        subject: `Reset your ${product} password`,
        lead: [`Someone asked to reset the password of your ${product} account. To choose a new password, open this link:`],
        action: 'Reset my password',
        after: ['The link expires in 60 minutes and works once. If you did not ask for it, ignore this message: your password stays as it is.'],
      };
    case 'user_added':
      return {
        subject: `You now have access to ${institution} in ${product}`,
        lead: [`A user manager added you to ${institution} in ${product}. Sign in with your email address and password here:`],
        action: `Sign in to ${product}`,
        after: ['If you did not expect this access, tell your institution\'s user manager.'],
      };
  }
}

/** The mail of `kind` in `language`. */
export function renderMail(kind: MailKind, language: MailLanguage, facts: MailFacts): RenderedMail {
  const words = wording(kind, language, facts);
  const hello = greeting[language](facts.name);
  const text = [hello, '', ...words.lead, '', facts.link, '', ...words.after, '', `${facts.product}`, ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">',
    paragraph(hello),
    ...words.lead.map(paragraph),
    `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(words.action)}</a></p>`,
    `<p style="font-size: 0.9em; color: #555;">${escapeHtml(facts.link)}</p>`,
    ...words.after.map(paragraph),
    `<p>${escapeHtml(facts.product)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: words.subject, text, html };
}
