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
};

export default pt;
