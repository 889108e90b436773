import type { Translation } from '../../i18n/table.ts';
import type issuesEn from './issues-en.ts';

// The label is quoted, so each sentence reads right whatever the gender and number of the field.
const issuesEs: Translation<typeof issuesEn> = {
  issue: {
    required: 'El campo «{label}» es obligatorio',
    empty: 'El campo «{label}» no puede estar vacío',
    tooShort: {
      one: 'El campo «{label}» debe tener al menos {count} carácter',
      other: 'El campo «{label}» debe tener al menos {count} caracteres',
    },
    tooShortUnbounded: 'El campo «{label}» es demasiado corto',
    tooLong: {
      one: 'El campo «{label}» debe tener como máximo {count} carácter',
      other: 'El campo «{label}» debe tener como máximo {count} caracteres',
    },
    tooLongUnbounded: 'El campo «{label}» es demasiado largo',
    oneOf: 'En el campo «{label}» debe elegir una de las opciones ofrecidas',
    format: 'El campo «{label}» no tiene el formato esperado',
    range: 'El campo «{label}» está fuera del intervalo permitido',
    invalidText: 'El campo «{label}» contiene caracteres que no se pueden guardar',
    controlCharacters: 'El campo «{label}» debe ser una sola línea, sin caracteres de control ni marcas de dirección del texto',
    invalid: 'El campo «{label}» no es válido',
    guessable:
      'El campo «{label}» es demasiado fácil de adivinar: elija una contraseña que no sea de las más habituales ni esté formada por un nombre, una dirección de correo electrónico o el nombre del portal o de la institución',
  },
  emailFormat: 'Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.org',
};

export default issuesEs;
