/** El manual de usuario en español: una sección por página del portal (servido por extras/doc/0). */
import type { UserManual } from '../../../../contract/types.ts';

export const manualEs: UserManual = {
  language: 'es',
  title: 'Manual de usuario',
  sections: [
    {
      id: 'introduction',
      pages: ['/about', '/user_manual'],
      heading: 'Acerca de este portal',
      blocks: [
        { type: 'image', src: '/portal/logo.svg', alt: 'El logotipo del portal' },
        { type: 'paragraph', text: 'El portal permite a los clínicos y a las instituciones consultar los informes de evaluación de sus sujetos (pacientes), seguir a los sujetos a lo largo del tiempo, introducir historias clínicas, gestionar los usuarios y roles de la institución, realizar la formación de evaluador y contactar con soporte.' },
        { type: 'paragraph', text: 'Todas las páginas están disponibles en cada uno de los idiomas del portal. Elija el idioma en el menú que aparece bajo su nombre; este navegador lo recuerda.' },
      ],
    },
    {
      id: 'signing-in',
      pages: ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password', '/terms_and_conditions'],
      heading: 'Iniciar y cerrar sesión',
      blocks: [
        { type: 'paragraph', text: 'Inicie sesión con su correo electrónico y su contraseña. Si ha olvidado la contraseña, elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión y siga el enlace que recibirá por correo.' },
        { type: 'paragraph', text: 'Para crear una cuenta, elija «Crear una cuenta» y escriba su nombre y su correo electrónico. Recibirá un enlace en esa dirección: ábralo para elegir su contraseña. Nadie puede iniciar sesión en la cuenta antes, así que solo quien tiene acceso al buzón elige su contraseña.' },
        { type: 'list', items: ['La sesión dura 60 minutos. Poco antes de que termine aparece un aviso.', 'Si la sesión termina mientras escribe en un formulario, lo escrito se conserva en esta pestaña y se recupera al volver a iniciar sesión.', 'Elija Cerrar sesión en el menú de usuario al dejar un ordenador compartido.', 'En el menú de usuario también se elige el idioma del portal y su tema: claro, oscuro o igual que el sistema. Este navegador recuerda ambas opciones.'] },
      ],
    },
    {
      id: 'institutions',
      pages: ['/institutions'],
      heading: 'Elegir la institución',
      blocks: [
        { type: 'paragraph', text: 'Tras iniciar sesión, elija la institución para la que trabaja (si solo pertenece a una, se abre sola y un breve aviso lo indica). Lo que puede ver y hacer depende de sus roles en esa institución. Puede cambiar de institución en cualquier momento desde la página Instituciones de la barra lateral. La primera vez se le pedirá que acepte los Términos y condiciones de esa institución.' },
        { type: 'paragraph', text: 'Cuando un gestor de usuarios le invita a una institución, la invitación aparece arriba en la página Instituciones, con quién le ha invitado. Acéptela para unirse a la institución con los roles ofrecidos; hasta entonces no es miembro. Si no conoce la institución, rechácela.' },
      ],
    },
    {
      id: 'home',
      pages: ['/'],
      heading: 'Inicio',
      blocks: [{ type: 'paragraph', text: 'La página de inicio muestra la institución en la que trabaja y lleva a las partes del portal que permiten sus roles.' }],
    },
    {
      id: 'subjects-reports',
      pages: ['/patients', '/patient/reports', '/patient/legacy_reports'],
      heading: 'Sujetos e informes',
      blocks: [
        { type: 'paragraph', text: 'La página Sujetos muestra los sujetos de su institución (o, sin acceso a toda la institución, los sujetos de sus propias evaluaciones). Abra un sujeto para ver sus informes de evaluación, sus informes longitudinales y sus informes anteriores.' },
        { type: 'paragraph', text: 'Los sujetos registrados en este portal con una historia clínica, y no llegados con una evaluación, llevan la marca PP (registrado en el portal). Desde los informes de un sujeto puede abrir su historia clínica y volver.' },
        { type: 'paragraph', text: 'Junto a un informe, Descargar FHIR guarda ese informe como archivo FHIR R4 para el sistema de historias clínicas de un hospital, y Descargar FHIR: todos los informes guarda todos los informes del sujeto que usted puede ver. El archivo lleva el código del sujeto y la fecha (por ejemplo NOR-1155_2026-03-02.fhir.json). Cada exportación queda en el registro de auditoría de la institución.' },
      ],
    },
    {
      id: 'medical-records',
      pages: ['/medical_records'],
      heading: 'Historias clínicas',
      blocks: [
        { type: 'paragraph', text: 'Las historias clínicas recogen los datos clínicos introducidos antes de una evaluación: fecha de nacimiento, sexo, diagnósticos relevantes, motivo de derivación, medicación, notas clínicas y clínico remitente. El personal con el rol Introducción de registros médicos introduce y modifica las historias clínicas; los clínicos con acceso a los sujetos de la institución pueden consultarlas.' },
        { type: 'list', items: ['Registrar: un sujeto nuevo con su primera historia clínica, o una historia nueva para un sujeto existente.', 'Lista: buscar, ordenar y abrir las historias clínicas de la institución.', 'Textos estándar: las listas de diagnósticos y motivos de derivación de la institución (gestores de usuarios).'] },
      ],
    },
    {
      id: 'register-record',
      pages: ['/medical_records/register'],
      heading: 'Registrar una historia clínica',
      blocks: [
        { type: 'paragraph', text: 'Elija «Sujeto nuevo» e introduzca el código del sujeto (y, si lo desea, su número de historia en la institución), o elija «Sujeto existente» y búsquelo por su código. Después complete los campos clínicos.' },
        { type: 'list', items: ['Los diagnósticos y el motivo de derivación proceden de las listas de la institución: empiece a escribir y elija una opción con las flechas y la tecla Intro.', 'Los campos con algún problema quedan señalados y el primero recibe el foco.', 'Si la historia clínica no se puede guardar (sin conexión, rechazado por el servidor o con la sesión caducada), todo lo escrito sigue en pantalla; vuelva a guardar cuando se haya resuelto el problema.', 'Si sale de la página con cambios sin guardar, se le pedirá confirmación.'] },
      ],
    },
    {
      id: 'list-records',
      pages: ['/medical_records/list'],
      heading: 'Buscar y modificar historias clínicas',
      blocks: [
        { type: 'paragraph', text: 'Busque por código del sujeto, número de historia o profesional remitente, y ordene por cualquier columna. La búsqueda, el orden y la página se conservan en la dirección, de modo que puede guardarla en favoritos o compartirla con un compañero que tenga acceso.' },
        { type: 'paragraph', text: 'Abra una historia clínica para ver todas sus versiones con el autor, la fecha y los campos que cambiaron. Modificar una historia clínica siempre crea una versión nueva; las anteriores nunca se sobrescriben.' },
        { type: 'paragraph', text: 'Si otra persona ha guardado la misma historia clínica mientras usted lo modificaba, el portal muestra ambas versiones una junto a otra. Elija qué valor conservar en cada campo (o corríjalo) y vuelva a guardar. No se pierde nada de lo que escribió.' },
      ],
    },
    {
      id: 'standard-strings',
      pages: ['/medical_records'],
      heading: 'Textos estándar',
      blocks: [
        { type: 'paragraph', text: 'Los gestores de usuarios mantienen las listas de diagnósticos y motivos de derivación de la institución. Cada opción tiene un texto en cada idioma del portal, para que cada persona la vea en su idioma.' },
        { type: 'list', items: ['Añada una opción al final de su lista o muévala hacia arriba o hacia abajo.', 'Corrija o traduzca los textos de una opción.', 'Retire una opción que ya no deba elegirse. Las historias clínicas que la usan la conservan y puede restablecerse más adelante.'] },
      ],
    },
    {
      id: 'users',
      pages: ['/users', '/users/add_user', '/user_roles', '/admin_panel'],
      heading: 'Usuarios, roles y panel de administración',
      blocks: [
        { type: 'paragraph', text: 'Los gestores de usuarios añaden usuarios a la institución, los vinculan y desvinculan, asignan sus roles y los habilitan para la formación de evaluador. La página Roles de usuario, en el menú de usuario, describe lo que permite cada rol.' },
        {
          type: 'list',
          items: [
            'Elija Gestionar en la fila de un usuario para todo lo que puede hacerse con él; cada cambio pide confirmación antes.',
            'Los roles se asignan para toda la institución o para uno de sus grupos: elija el grupo encima de la lista y después Cambiar roles. Un rol que se tiene en cualquier grupo cuenta en la institución.',
            'Si añade un usuario cuyo correo ya tiene una cuenta, esa persona recibe una invitación: será usuaria de la institución, con los roles que haya elegido, solo cuando la acepte en su página Instituciones. Las invitaciones pendientes aparecen sobre la lista de usuarios, indicando si la persona creó la cuenta ella misma, y puede retirarlas. Volver a vincular a un antiguo usuario también es una invitación.',
            'El historial de auditoría recoge cada cambio en los usuarios de la institución, quién lo hizo y cuándo, con los valores anteriores y posteriores. Pueden leerlo los propietarios y los gestores de usuarios.',
            'Los administradores abren el Panel de administración desde el menú de usuario (el botón redondo con su inicial, arriba a la derecha): las evaluaciones de todas las instituciones y el estado de su procesamiento.',
          ],
        },
      ],
    },
    {
      id: 'training',
      pages: ['/training', '/training/videos', '/training/exam', '/training/certificates', '/demo_evals'],
      heading: 'Formación',
      blocks: [
        { type: 'paragraph', text: 'Los evaluadores en formación ven la entrada Formación en la barra lateral: vídeos de formación, el examen de evaluador y sus certificados. Las evaluaciones de demostración están disponibles en el menú de usuario para cualquier persona con un rol.' },
        { type: 'list', items: ['Vea cada vídeo desde el principio; el reproductor puede ir como mucho a doble velocidad. Un vídeo adelantado hasta el final no se marca como visto.', 'Cada intento del examen plantea unas pocas preguntas elegidas de un conjunto mayor, con las respuestas en un orden nuevo. Tras un intento no aprobado, la página indica qué vídeos debe volver a ver y cuándo puede intentarlo de nuevo; no muestra la puntuación.', 'Su certificado lleva su nombre tal como lo conocía su institución cuando habilitó su formación. Si no es correcto, consulte con su gestor de usuarios.'] },
      ],
    },
    {
      id: 'account',
      pages: ['/my_account'],
      heading: 'Mi cuenta',
      blocks: [{ type: 'paragraph', text: 'Cambie su nombre, apellidos, organización y contraseña. Tras guardar sus datos volverá a la página Instituciones.' }],
    },
    {
      id: 'access-and-paper',
      pages: ['/access_history'],
      heading: 'Quién consultó un sujeto, y papel que cualquiera puede comprobar',
      blocks: [
        { type: 'paragraph', text: 'Cada vez que alguien abre un informe, una comparación en el tiempo o un registro médico, imprime un informe o exporta datos, el portal registra quién, cuándo, desde qué institución, qué y sobre qué sujeto. El registro no contiene valores clínicos y no se puede modificar.' },
        { type: 'list', items: ['En la página de informes de un sujeto se indica cuándo se abrieron sus informes por última vez y quién lo hizo.', 'Los gestores de usuarios y el titular abren el Historial de accesos desde esa línea o desde el menú lateral, lo filtran por código de sujeto y acción, o por una persona (eligiendo su nombre), y lo descargan como archivo CSV (como mucho los 5000 accesos más recientes; la página avisa cuando el archivo se detiene ahí). Las impresiones del mismo informe en pocos minutos aparecen como copias de una sola, y las exportaciones FHIR como «Exportó en FHIR» con los informes que contenían.', 'Un informe impreso lleva un código de verificación, la huella de lo impreso y un código QR. Quien tenga el papel puede escanear el código o abrir la dirección impresa a su lado para ver qué institución lo emitió, para qué fecha de evaluación y versión, y si una versión más reciente lo sustituye. Los certificados impresos también llevan un código QR.'] },
      ],
    },
    {
      id: 'support',
      pages: [],
      heading: 'Obtener ayuda',
      blocks: [
        { type: 'paragraph', text: 'Elija Soporte en el menú de usuario, seleccione un motivo y describa el problema. No incluya información que identifique a un paciente. La página Acerca de muestra la versión del portal.' },
      ],
    },
  ],
};
