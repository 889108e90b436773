import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  common: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    goToSignIn: 'Ir al inicio de sesión',
    backToSignIn: 'Volver al inicio de sesión',
    signOut: 'Cerrar sesión',
    passwordHint: { one: 'Al menos {count} carácter.', other: 'Al menos {count} caracteres.' },
  },
  signUp: {
    title: 'Crear una cuenta',
    lead: 'Le enviaremos un enlace a su correo electrónico para que elija su contraseña. Cuando tenga una cuenta, el gestor de usuarios de su institución podrá invitarle.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    organisation: 'Organización',
    submit: 'Crear cuenta',
    haveAccount: 'Ya tengo una cuenta',
    terms: 'Términos y condiciones',
    createdTitle: 'Revise su correo electrónico',
    checkMail: 'Hemos enviado el enlace a {email}; sirve durante 7 días. Si no le llega en unos minutos, mire en la carpeta de correo no deseado.',
  },
  signedIn: {
    title: 'Ya ha iniciado sesión',
    text: 'Ha iniciado sesión como {user}. Para crear otra cuenta, cierre antes la sesión.',
    back: 'Volver al portal',
  },
  forgotPassword: {
    title: '¿Ha olvidado su contraseña?',
    lead: 'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar enlace',
  },
  resetPassword: {
    title: 'Elija una contraseña nueva',
    newPassword: 'Contraseña nueva',
    repeat: 'Repita la contraseña nueva',
    submit: 'Cambiar la contraseña',
    changedTitle: 'Contraseña cambiada',
    incompleteTitle: 'Restablecer la contraseña',
    incomplete:
      'Este enlace para restablecer la contraseña está incompleto. Utilice el enlace completo del correo o solicite uno nuevo.',
    askAgain: 'Solicitar un enlace nuevo',
  },
  confirmEmail: {
    title: 'Elija su contraseña',
    lead: 'Con esto termina de crear su cuenta. Elija la contraseña con la que iniciará sesión.',
    password: 'Contraseña',
    repeat: 'Repita la contraseña',
    submit: 'Guardar mi contraseña',
    doneTitle: 'Su cuenta está lista',
    incomplete: 'Este enlace de confirmación está incompleto. Utilice el enlace completo del correo.',
    askAgainLead:
      '¿Ha caducado el enlace o no le ha llegado el correo? Escriba su dirección de correo electrónico y le enviaremos un enlace de confirmación nuevo.',
    askAgain: 'Enviar un enlace nuevo',
    linkSent:
      'Si esta dirección tiene una cuenta sin confirmar, le llegará un enlace de confirmación nuevo. Revise su bandeja de entrada dentro de unos minutos.',
    linkNotSent: 'No se ha podido enviar el enlace de confirmación. Inténtelo de nuevo dentro de un momento.',
  },
  terms: {
    title: 'Términos y condiciones',
    textLabel: 'Texto de los términos y condiciones',
    purposeTitle: '1. Finalidad',
    purpose:
      'Este portal permite a los profesionales clínicos y al personal autorizado de las instituciones consultar los informes de evaluación de los sujetos a los que atiende su institución. Es un apoyo para la labor clínica y no sustituye al juicio clínico.',
    confidentialityTitle: '2. Confidencialidad',
    confidentiality:
      'Los informes y las historias clínicas son información sanitaria confidencial. Utilícelos solo para la atención del sujeto y para los fines que autorice su institución. No comparta su cuenta ni deje una sesión abierta en un ordenador compartido.',
    accountsTitle: '3. Cuentas',
    accounts: {
      one: 'El gestor de usuarios de su institución decide qué roles tiene usted. Las sesiones terminan al cabo de {count} minuto; para continuar, vuelva a iniciar sesión.',
      other:
        'El gestor de usuarios de su institución decide qué roles tiene usted. Las sesiones terminan al cabo de {count} minutos; para continuar, vuelva a iniciar sesión.',
    },
    supportTitle: '4. Soporte',
    support: 'Cuando se ponga en contacto con soporte, no incluya datos personales que permitan identificar a los sujetos.',
    accepted: 'Ha aceptado estos términos para la institución elegida.',
    continueToPortal: 'Continuar al portal',
    acceptLead:
      'Cada institución le pide que acepte estos términos antes de trabajar en ella. Si no desea hacerlo, puede elegir otra institución o cerrar la sesión.',
    accept: 'Acepto los términos y condiciones',
    chooseAnother: 'Elegir otra institución',
  },
  recoveryUsed: {
    title: 'Ha iniciado sesión con un código de recuperación',
    text: 'Ese código ya no se puede volver a usar. Si le quedan pocos códigos, o ya no tiene su aplicación de autenticación, genere códigos de recuperación nuevos en Mi cuenta.',
    link: 'Generar códigos de recuperación nuevos',
    close: 'Cerrar este aviso',
  },
};

export default es;
