import type { Translation } from '../../i18n/table.ts';
import type issuesEn from './issues-en.ts';

// The label is quoted, so each sentence reads right whatever the gender and number of the field.
const issuesPt: Translation<typeof issuesEn> = {
  issue: {
    required: 'O campo «{label}» é obrigatório',
    empty: 'O campo «{label}» não pode estar vazio',
    tooShort: {
      one: 'O campo «{label}» tem de ter pelo menos {count} carácter',
      other: 'O campo «{label}» tem de ter pelo menos {count} caracteres',
    },
    tooShortUnbounded: 'O campo «{label}» é demasiado curto',
    tooLong: {
      one: 'O campo «{label}» pode ter no máximo {count} carácter',
      other: 'O campo «{label}» pode ter no máximo {count} caracteres',
    },
    tooLongUnbounded: 'O campo «{label}» é demasiado longo',
    oneOf: 'No campo «{label}», escolha uma das opções apresentadas',
    format: 'O campo «{label}» não está no formato esperado',
    range: 'O campo «{label}» está fora do intervalo permitido',
    invalidText: 'O campo «{label}» contém caracteres que não é possível guardar',
    controlCharacters: 'O campo «{label}» tem de ter uma só linha, sem caracteres de controlo nem marcas de direção do texto',
    invalid: 'O campo «{label}» não é válido',
    guessable:
      'O campo «{label}» é demasiado fácil de adivinhar: escolha uma palavra-passe que não seja das mais comuns nem seja formada por um nome, um endereço de e-mail ou o nome do portal ou da instituição',
  },
  emailFormat: 'Introduza um endereço de e-mail válido, como nome@example.org',
};

export default issuesPt;
