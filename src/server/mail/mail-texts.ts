/**
 * The mails the portal sends, in every language of the product: plain text plus a simple HTML version with
 * the same words. Everything interpolated into the HTML is escaped, so a name such as
 * `<img onerror=...>` arrives as text. The wording names the product and says what to do.
 */
import type { Language } from '../../contract/languages.ts';

export type MailKind = 'confirm_email' | 'reset_password' | 'user_added' | 'invitation';

export interface MailFacts {
  /** The product's name as the portal shows it (config.json's productName). */
  product: string;
  /**
   * The person's first name, only for an address whose holder has proven it: a mail to any other
   * address carries no words typed by someone else (issue 31).
   */
  name?: string;
  /** The link the mail is about: confirmation, reset, the sign-in page or the invitations. */
  link: string;
  /** For `user_added` and `invitation`: the institution (named by the server's operator). */
  institution?: string;
  /** For `invitation`: who invited the person (the user manager's own name). */
  inviter?: string;
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

/** A mail's words in one language: the greeting, and each kind's wording from its facts. */
interface Words {
  greeting: (name?: string) => string;
  mails: Readonly<Record<MailKind, (facts: MailFacts & { institution: string }) => Wording>>;
}

/** Every mail in every language of the product: a language without its words is a type error. */
const words: Readonly<Record<Language, Words>> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    mails: {
      confirm_email: ({ product }) => ({
        subject: `Finish creating your ${product} account`,
        lead: [`Someone asked to create an account in ${product} with this email address. If it was you, open this link to choose your password and finish:`],
        action: 'Choose my password',
        after: ['The link expires in 7 days. If you did not ask for an account, ignore this message: nobody can use it without the password chosen through this link.'],
      }),
      reset_password: ({ product }) => ({
        subject: `Reset your ${product} password`,
        lead: [`Someone asked to reset the password of your ${product} account. To choose a new password, open this link:`],
        action: 'Reset my password',
        after: ['The link expires in 60 minutes and works once. If you did not ask for it, ignore this message: your password stays as it is.'],
      }),
      user_added: ({ product, institution }) => ({
        subject: `You now have access to ${institution} in ${product}`,
        lead: [
          `A user manager created an account for you in ${institution} in ${product}. Your user manager will give you the password for your first sign-in; if you prefer, choose your own with "Forgot your password?" on the sign-in page:`,
        ],
        action: `Sign in to ${product}`,
        after: ["If you did not expect this access, tell your institution's user manager."],
      }),
      invitation: ({ product, institution, inviter }) => ({
        subject: `You are invited to join ${institution} in ${product}`,
        lead: [
          `${inviter ?? 'A user manager'} invited you to join ${institution} in ${product}. Sign in with your email address and your own password, then accept or decline the invitation on the Institutions page:`,
        ],
        action: 'Open my invitations',
        after: ['You become a member only if you accept. If you do not know this institution, decline the invitation or ignore this message.'],
      }),
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    mails: {
      confirm_email: ({ product }) => ({
        subject: `Termine de crear su cuenta en ${product}`,
        lead: [`Se ha pedido crear una cuenta en ${product} con esta dirección de correo. Si ha sido usted, abra este enlace para elegir su contraseña y terminar:`],
        action: 'Elegir mi contraseña',
        after: ['El enlace caduca en 7 días. Si no ha pedido ninguna cuenta, ignore este mensaje: nadie puede usarla sin la contraseña que se elige con este enlace.'],
      }),
      reset_password: ({ product }) => ({
        subject: `Restablezca su contraseña de ${product}`,
        lead: [`Se ha pedido restablecer la contraseña de su cuenta en ${product}. Para elegir una contraseña nueva, abra este enlace:`],
        action: 'Restablecer mi contraseña',
        after: ['El enlace caduca en 60 minutos y sirve una sola vez. Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.'],
      }),
      user_added: ({ product, institution }) => ({
        subject: `Le han dado acceso a ${institution} en ${product}`,
        lead: [
          `Un gestor de usuarios le ha creado una cuenta en ${institution} en ${product}. Su gestor le dará la contraseña para entrar la primera vez; si lo prefiere, elija la suya con «¿Ha olvidado su contraseña?» en la página de entrada:`,
        ],
        action: `Entrar en ${product}`,
        after: ['Si no esperaba este acceso, avise al gestor de usuarios de su institución.'],
      }),
      invitation: ({ product, institution, inviter }) => ({
        subject: `Le invitan a unirse a ${institution} en ${product}`,
        lead: [
          `${inviter ?? 'Un gestor de usuarios'} le invita a unirse a ${institution} en ${product}. Entre con su correo y su contraseña de siempre y, en la página Instituciones, acepte o rechace la invitación:`,
        ],
        action: 'Ver mis invitaciones',
        after: ['Solo será miembro si acepta. Si no conoce esta institución, rechace la invitación o ignore este mensaje.'],
      }),
    },
  },
  pt: {
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    mails: {
      confirm_email: ({ product }) => ({
        subject: `Conclua a criação da sua conta em ${product}`,
        lead: [`Foi pedida a criação de uma conta em ${product} com este endereço de e-mail. Se o pedido foi feito por si, abra esta ligação para escolher a sua palavra-passe e concluir:`],
        action: 'Escolher a minha palavra-passe',
        after: ['A ligação expira dentro de 7 dias. Se não pediu nenhuma conta, ignore esta mensagem: ninguém a pode utilizar sem a palavra-passe escolhida através desta ligação.'],
      }),
      reset_password: ({ product }) => ({
        subject: `Reponha a sua palavra-passe de ${product}`,
        lead: [`Foi pedida a reposição da palavra-passe da sua conta em ${product}. Para escolher uma nova palavra-passe, abra esta ligação:`],
        action: 'Repor a minha palavra-passe',
        after: ['A ligação expira dentro de 60 minutos e só pode ser utilizada uma vez. Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.'],
      }),
      user_added: ({ product, institution }) => ({
        subject: `Tem agora acesso a ${institution} em ${product}`,
        lead: [
          `Um gestor de utilizadores criou uma conta para si em ${institution}, em ${product}. O seu gestor de utilizadores dar-lhe-á a palavra-passe para o primeiro início de sessão; se preferir, escolha a sua com «Esqueceu-se da palavra-passe?» na página de início de sessão:`,
        ],
        action: `Iniciar sessão em ${product}`,
        after: ['Se não esperava este acesso, informe o gestor de utilizadores da sua instituição.'],
      }),
      invitation: ({ product, institution, inviter }) => ({
        subject: `Convite para se juntar a ${institution} em ${product}`,
        lead: [
          `${inviter ?? 'Um gestor de utilizadores'} enviou-lhe um convite para se juntar a ${institution}, em ${product}. Inicie sessão com o seu endereço de e-mail e a sua palavra-passe habitual e, na página Instituições, aceite ou recuse o convite:`,
        ],
        action: 'Abrir os meus convites',
        after: ['Só passa a ser membro se aceitar. Se não conhece esta instituição, recuse o convite ou ignore esta mensagem.'],
      }),
    },
  },
};

/** The mail of `kind` in `language`. */
export function renderMail(kind: MailKind, language: Language, facts: MailFacts): RenderedMail {
  const { greeting, mails } = words[language];
  const wording = mails[kind]({ ...facts, institution: facts.institution ?? '' });
  const hello = greeting(facts.name);
  const text = [hello, '', ...wording.lead, '', facts.link, '', ...wording.after, '', `${facts.product}`, ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(wording.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">',
    paragraph(hello),
    ...wording.lead.map(paragraph),
    `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(wording.action)}</a></p>`,
    `<p style="font-size: 0.9em; color: #555;">${escapeHtml(facts.link)}</p>`,
    ...wording.after.map(paragraph),
    `<p>${escapeHtml(facts.product)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: wording.subject, text, html };
}
