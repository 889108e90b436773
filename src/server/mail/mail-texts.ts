/**
 * The mails the portal sends, in every language of the product: plain text plus a simple HTML version with
 * the same words. Everything interpolated into the HTML is escaped, so a name such as
 * `<img onerror=...>` arrives as text. The wording names the product and says what to do.
 */
import type { Language } from '../../contract/languages.ts';

export type MailKind = 'confirm_email' | 'reset_password' | 'user_added' | 'invitation' | 'security_notice';

/**
 * What a `security_notice` tells (OWASP ASVS 5.0 6.3.6, 6.3.7): an authenticator app added or
 * removed by the person, every one removed by a user manager, the password changed (from My
 * Account or through a reset link), or a recovery code used to sign in.
 */
export type SecurityNotice = 'factor_added' | 'factor_removed' | 'passkey_added' | 'passkey_removed' | 'factors_reset' | 'password_changed' | 'password_reset' | 'recovery_code_used';

export interface MailFacts {
  /** The product's name as the portal shows it (config.json's productName). */
  product: string;
  /**
   * The person's first name, only for an address whose holder has proven it: a mail to any other
   * address carries no words typed by someone else (issue 31).
   */
  name?: string;
  /**
   * The link the mail is about: confirmation, reset, the sign-in page or the invitations. None in a
   * security notice, which must never look like the mails a phisher would copy.
   */
  link?: string;
  /** For `user_added` and `invitation`: the institution (named by the server's operator). */
  institution?: string;
  /** For `invitation`: who invited the person (the user manager's own name). */
  inviter?: string;
  /** For `security_notice`: what happened, when (written out in the mail's language, UTC) and from where. */
  notice?: SecurityNotice;
  when?: string;
  /** The browser's own description of itself (User-Agent) and the client address, when known. */
  browser?: string;
  address?: string;
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
  /** The words of the link's button (a mail without a link has none). */
  action?: string;
  /** Paragraphs after the link. */
  after: string[];
}

/** The "When: …", "Browser: …" lines of a security notice, each only when known. */
function details(labels: Record<'when' | 'browser' | 'address', string>, facts: Partial<Record<'when' | 'browser' | 'address', string>>): string[] {
  return (['when', 'browser', 'address'] as const).flatMap((key) => (facts[key] ? [`${labels[key]}: ${facts[key]}`] : []));
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
      security_notice: ({ product, institution, notice, when, browser, address }) => {
        const what: Record<SecurityNotice, [string, string]> = {
          factor_added: [`An authenticator app was added to your ${product} account`, 'From now on, signing in also asks for a code from that app.'],
          factor_removed: [`An authenticator app was removed from your ${product} account`, ''],
          passkey_added: [`A passkey was added to your ${product} account`, 'From now on, you can give it when signing in asks for a second factor.'],
          passkey_removed: [`A passkey was removed from your ${product} account`, ''],
          factors_reset: [
            `Your ${product} second factor was reset`,
            `A user manager of ${institution} removed every authenticator app, passkey and recovery code from your account and ended your sessions. Until you add a new one in My Account, you sign in with your password alone.`,
          ],
          password_changed: [`Your ${product} password was changed`, 'It was changed from a signed-in session. Your other sessions were ended.'],
          password_reset: [`Your ${product} password was changed`, 'It was changed through a password reset link. All your sessions were ended.'],
          recovery_code_used: [
            `A recovery code was used to sign in to your ${product} account`,
            'That code no longer works. If you have few left, make a new set in My Account.',
          ],
        };
        const [subject, detail] = what[notice ?? 'password_changed'];
        return {
          subject,
          lead: [`${subject}.`, ...(detail ? [detail] : []), ...details({ when: 'When', browser: 'Browser', address: 'IP address' }, { when, browser, address })],
          after: [
            notice === 'factors_reset'
              ? "If you did not ask for this, tell your institution's user manager at once and change your password."
              : `If this was not you, change your password at once (in My Account, or with "Forgot your password?" on the sign-in page) and ask your institution's user manager to end all your sessions.`,
            'This message is only a notice and contains no link. We never ask for your password or codes by email.',
          ],
        };
      },
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
      security_notice: ({ product, institution, notice, when, browser, address }) => {
        const what: Record<SecurityNotice, [string, string]> = {
          factor_added: [`Se ha añadido una aplicación de autenticación a su cuenta de ${product}`, 'A partir de ahora, al entrar se le pedirá también un código de esa aplicación.'],
          factor_removed: [`Se ha quitado una aplicación de autenticación de su cuenta de ${product}`, ''],
          passkey_added: [`Se ha añadido una llave de acceso a su cuenta de ${product}`, 'A partir de ahora, podrá usarla cuando al entrar se le pida un segundo factor.'],
          passkey_removed: [`Se ha quitado una llave de acceso de su cuenta de ${product}`, ''],
          factors_reset: [
            `Se ha restablecido el segundo factor de su cuenta de ${product}`,
            `Un gestor de usuarios de ${institution} ha quitado todas las aplicaciones de autenticación, llaves de acceso y códigos de recuperación de su cuenta y ha cerrado sus sesiones. Hasta que añada uno nuevo en Mi cuenta, entrará solo con su contraseña.`,
          ],
          password_changed: [`Se ha cambiado la contraseña de su cuenta de ${product}`, 'Se ha cambiado desde una sesión iniciada. Sus demás sesiones se han cerrado.'],
          password_reset: [`Se ha cambiado la contraseña de su cuenta de ${product}`, 'Se ha cambiado con un enlace para restablecer la contraseña. Todas sus sesiones se han cerrado.'],
          recovery_code_used: [
            `Se ha usado un código de recuperación para entrar en su cuenta de ${product}`,
            'Ese código ya no sirve. Si le quedan pocos, genere otros nuevos en Mi cuenta.',
          ],
        };
        const [subject, detail] = what[notice ?? 'password_changed'];
        return {
          subject,
          lead: [`${subject}.`, ...(detail ? [detail] : []), ...details({ when: 'Fecha', browser: 'Navegador', address: 'Dirección IP' }, { when, browser, address })],
          after: [
            notice === 'factors_reset'
              ? 'Si no lo ha pedido usted, avise cuanto antes al gestor de usuarios de su institución y cambie su contraseña.'
              : 'Si no ha sido usted, cambie su contraseña cuanto antes (en Mi cuenta o con «¿Ha olvidado su contraseña?» en la página de entrada) y pida al gestor de usuarios de su institución que cierre todas sus sesiones.',
            'Este mensaje es solo un aviso y no contiene ningún enlace. Nunca le pediremos su contraseña ni sus códigos por correo.',
          ],
        };
      },
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
      security_notice: ({ product, institution, notice, when, browser, address }) => {
        const what: Record<SecurityNotice, [string, string]> = {
          factor_added: [`Foi adicionada uma aplicação de autenticação à sua conta em ${product}`, 'A partir de agora, ao iniciar sessão, ser-lhe-á pedido também um código dessa aplicação.'],
          factor_removed: [`Foi removida uma aplicação de autenticação da sua conta em ${product}`, ''],
          passkey_added: [`Foi adicionada uma chave de acesso à sua conta em ${product}`, 'A partir de agora, pode usá-la quando, ao iniciar sessão, lhe for pedido um segundo fator.'],
          passkey_removed: [`Foi removida uma chave de acesso da sua conta em ${product}`, ''],
          factors_reset: [
            `O segundo fator da sua conta em ${product} foi reposto`,
            `Um gestor de utilizadores de ${institution} removeu todas as aplicações de autenticação, chaves de acesso e códigos de recuperação da sua conta e terminou as suas sessões. Até adicionar um novo em A minha conta, inicia sessão apenas com a palavra-passe.`,
          ],
          password_changed: [`A palavra-passe da sua conta em ${product} foi alterada`, 'Foi alterada a partir de uma sessão iniciada. As suas outras sessões foram terminadas.'],
          password_reset: [`A palavra-passe da sua conta em ${product} foi alterada`, 'Foi alterada através de uma ligação de reposição da palavra-passe. Todas as suas sessões foram terminadas.'],
          recovery_code_used: [
            `Foi utilizado um código de recuperação para iniciar sessão na sua conta em ${product}`,
            'Esse código deixou de funcionar. Se lhe restarem poucos, gere novos códigos em A minha conta.',
          ],
        };
        const [subject, detail] = what[notice ?? 'password_changed'];
        return {
          subject,
          lead: [`${subject}.`, ...(detail ? [detail] : []), ...details({ when: 'Data', browser: 'Navegador', address: 'Endereço IP' }, { when, browser, address })],
          after: [
            notice === 'factors_reset'
              ? 'Se não fez este pedido, informe quanto antes o gestor de utilizadores da sua instituição e altere a sua palavra-passe.'
              : `Se não reconhece ${notice === 'recovery_code_used' ? 'este início de sessão' : 'esta alteração'}, altere a sua palavra-passe quanto antes (em A minha conta ou com «Esqueceu-se da palavra-passe?» na página de início de sessão) e peça ao gestor de utilizadores da sua instituição que termine todas as suas sessões.`,
            'Esta mensagem é apenas um aviso e não contém nenhuma ligação. Nunca lhe pediremos a palavra-passe nem os códigos por e-mail.',
          ],
        };
      },
    },
  },
};

/** The mail of `kind` in `language`. */
export function renderMail(kind: MailKind, language: Language, facts: MailFacts): RenderedMail {
  const { greeting, mails } = words[language];
  const wording = mails[kind]({ ...facts, institution: facts.institution ?? '' });
  const hello = greeting(facts.name);
  const link = facts.link ? [facts.link, ''] : [];
  const text = [hello, '', ...wording.lead, '', ...link, ...wording.after, '', `${facts.product}`, ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(wording.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">',
    paragraph(hello),
    ...wording.lead.map(paragraph),
    ...(facts.link
      ? [
          `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(wording.action ?? facts.link)}</a></p>`,
          `<p style="font-size: 0.9em; color: #555;">${escapeHtml(facts.link)}</p>`,
        ]
      : []),
    ...wording.after.map(paragraph),
    `<p>${escapeHtml(facts.product)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: wording.subject, text, html };
}
