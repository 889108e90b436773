import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'A minha conta',
  details: {
    heading: 'Os seus dados',
    email: 'Endereço de e-mail',
    emailHint: 'O seu endereço de e-mail é o nome com que inicia sessão e não pode ser alterado aqui.',
    name: 'Nome próprio',
    lastname: 'Apelido',
    company: 'Organização',
    save: 'Guardar alterações',
  },
  password: {
    heading: 'Palavra-passe',
    current: 'Palavra-passe atual',
    next: 'Nova palavra-passe',
    hint: { one: 'Pelo menos {count} carácter.', other: 'Pelo menos {count} caracteres.' },
    submit: 'Alterar palavra-passe',
  },
  sessions: {
    heading: 'Onde tem sessão iniciada',
    intro: 'Se vir uma sessão que não reconhece, termine-a e altere a sua palavra-passe.',
    device: '{browser} em {system}',
    unknownBrowser: 'Um navegador',
    unknownSystem: 'um sistema desconhecido',
    current: 'Este navegador',
    started: 'Sessão iniciada: {date}',
    lastUsed: 'Última utilização: {date}',
    from: 'A partir de {address}',
    signOut: 'Terminar sessão',
    signOutNamed: 'Terminar a sessão de {device}',
    signOutOf: ' de {device}',
    signOutOthers: 'Terminar todas as outras sessões',
    onlyThis: 'Só tem sessão iniciada aqui.',
    confirmTitleAll: 'Terminar todas as outras sessões',
    confirmText: 'Escreva a sua palavra-passe para confirmar que é você.',
    password: 'Palavra-passe',
    cancel: 'Cancelar',
    confirmOne: 'Terminar essa sessão',
    confirmAll: 'Terminar as outras',
    ended: { one: 'Foi terminada 1 sessão.', other: 'Foram terminadas {count} sessões.' },
    endedNone: 'Essa sessão já tinha terminado.',
    wrongPassword: 'A palavra-passe não está correta.',
    paused: 'Demasiadas tentativas. Aguarde {wait} antes de tentar novamente.',
  },
};

export default pt;
