import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './sign-in-en.ts';

const pt: Translation<typeof en> = {
  title: 'Iniciar sessão',
  lead: 'Introduza o endereço de e-mail e a palavra-passe da sua conta do portal.',
  email: 'Endereço de e-mail',
  password: 'Palavra-passe',
  submit: 'Iniciar sessão',
  passkey: 'Usar uma chave de acesso',
  forgotPassword: 'Esqueceu-se da palavra-passe?',
  signUp: 'Criar uma conta',
  endedTitle: 'A sua sessão terminou',
  endedText: 'Por segurança, o portal terminou a sua sessão quando esta expirou. Inicie sessão novamente para continuar onde estava.',
  language: 'Idioma',
};

export default pt;
