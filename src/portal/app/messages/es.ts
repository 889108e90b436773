import type { Translation } from '../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  sessionWarning: {
    label: 'Fin de la sesión',
    minutesLeft: {
      one: 'Su sesión termina en 1 minuto. Vuelva a iniciar sesión para seguir trabajando; no perderá nada de lo que ha escrito.',
      other:
        'Su sesión termina en {count} minutos. Vuelva a iniciar sesión para seguir trabajando; no perderá nada de lo que ha escrito.',
    },
    signInAgain: 'Volver a iniciar sesión',
    dialogTitle: 'Volver a iniciar sesión',
    signedInAs: 'Ha iniciado sesión como {email}. Introduzca su contraseña para continuar otros {minutes} minutos.',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    cancel: 'Cancelar',
    wrongPassword: 'La contraseña no es correcta.',
    paused: 'Demasiados intentos. Espere {wait} antes de volver a intentarlo.',
    pausedNoTime: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    failed: 'No se ha podido volver a iniciar sesión. Compruebe su conexión e inténtelo de nuevo.',
    otherAccount: 'Este inicio de sesión corresponde a otra cuenta. Cierre la sesión y vuelva a iniciarla.',
    renewed: 'Ha vuelto a iniciar sesión.',
    codeLead: 'La contraseña es correcta. Introduzca el código de 6 cifras de su aplicación de autenticación.',
    recoveryLead: 'Introduzca uno de sus códigos de recuperación. Cada código sirve una sola vez.',
    code: 'Código de su aplicación de autenticación',
    recoveryCode: 'Código de recuperación',
    useRecovery: 'Usar un código de recuperación',
    useTotp: 'Usar un código de la aplicación',
    wrongCode: 'Ese código no es correcto. Los códigos cambian cada 30 segundos: pruebe con el que se muestra ahora.',
    wrongRecovery: 'Ese código de recuperación no es correcto o ya se ha utilizado.',
    stepExpired: 'El código no se introdujo en 5 minutos. Vuelva a escribir su contraseña.',
    passkeyLead: 'La contraseña es correcta. Ahora use su llave de acceso: el navegador o el teléfono le pedirán que confirme que es usted.',
    usePasskey: 'Usar una llave de acceso',
    wrongPasskey: 'No se ha aceptado esa llave de acceso. Vuelva a intentarlo o use otra forma.',
    passkeyCancelled: 'No se ha usado la llave de acceso: la solicitud se canceló o tardó demasiado. Vuelva a intentarlo o use otra forma.',
    passkeyUnsupported: 'Este navegador no admite llaves de acceso. Use otra forma u otro navegador.',
  },
  nav: {
    Support: 'Soporte',
    Logout: 'Cerrar sesión',
  },
  institutionPages: {
    Subjects: 'Busque un sujeto y consulte sus informes de evaluación, uno a uno o a lo largo del tiempo.',
    Users: 'Añada los usuarios de la institución, asígneles roles y grupos, y consulte quién cambió qué.',
    'Medical Records': 'Registre los sujetos y sus historias clínicas antes de una evaluación, y consúltelas junto a los informes.',
    Training: 'Vea los vídeos de formación, haga el examen de evaluador y consulte sus certificados.',
    'Access History': 'Vea quién abrió, imprimió o exportó los informes y registros de un sujeto, y descárguelo como CSV.',
  },
  institutionPagesWithoutReports: {
    Subjects: 'Busque un sujeto y abra sus historias clínicas.',
    'Medical Records': 'Registre los sujetos y sus historias clínicas antes de una evaluación, y manténgalas al día.',
  },
  frame: {
    skipLink: 'Saltar al contenido principal',
    openNavigation: 'Abrir la navegación',
    closeNavigation: 'Cerrar la navegación',
    navigation: 'Navegación',
    mainNavigation: 'Principal',
    userMenu: 'Menú de usuario',
    language: 'Idioma',
    theme: 'Tema',
    themes: { system: 'Igual que el sistema', light: 'Claro', dark: 'Oscuro' },
    themeNotKept: 'No se ha podido guardar el tema en su cuenta: se aplica solo en este navegador.',
  },
  institution: {
    current: 'Institución',
    none: 'Ninguna institución elegida',
    switchHint: ', cambiar de institución',
    chooseHint: ', elegir una institución',
  },
  forbidden: {
    title: '{page} no está disponible para su cuenta',
    body: 'Sus roles en la institución elegida no dan acceso a esta página. Si cree que se trata de un error, consulte al gestor de usuarios de su institución.',
    choose: 'Elegir otra institución',
  },
  signedOutElsewhere: 'Ha cerrado la sesión en otra pestaña, así que también se ha cerrado en esta.',
};

export default es;
