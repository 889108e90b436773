import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  titles: {
    'Sign in': 'Iniciar sesión',
    'Create an account': 'Crear una cuenta',
    'Forgot password': 'Recuperar la contraseña',
    'Reset your password': 'Restablecer la contraseña',
    'Confirm your email': 'Confirmar el correo electrónico',
    'Page not found': 'Página no encontrada',
    'Server error': 'Error del servidor',
    'Terms and Conditions': 'Términos y condiciones',
    'Check a printed document': 'Comprobar un documento impreso',
    Home: 'Inicio',
    'Medical Records': 'Historias clínicas',
    'Register Medical Record': 'Registrar historia clínica',
    'Medical Records List': 'Lista de historias clínicas',
    Subjects: 'Sujetos',
    Reports: 'Informes',
    'Legacy Reports': 'Informes anteriores',
    'Admin Panel': 'Panel de administración',
    Users: 'Usuarios',
    'Add User': 'Añadir usuario',
    Institutions: 'Instituciones',
    Training: 'Formación',
    'Training Videos': 'Vídeos de formación',
    'Evaluator Exam': 'Examen de evaluador',
    Certificates: 'Certificados',
    'Access History': 'Historial de accesos',
    'My Account': 'Mi cuenta',
    About: 'Acerca de',
    'User Manual': 'Manual de usuario',
    'User Roles': 'Roles de usuario',
    'Demo Evaluations': 'Evaluaciones de demostración',
  },
  ui: {
    closeDialog: 'Cerrar el cuadro de diálogo',
    dismissNotification: 'Descartar la notificación',
    tryAgain: 'Reintentar',
    loading: 'Cargando',
    confirmTitle: '¿Está seguro?',
    confirm: 'Aceptar',
    cancel: 'Cancelar',
    pager: { label: 'Páginas', previous: 'Página anterior', next: 'Página siguiente', pageOf: 'Página {page} de {pages}' },
  },
  pageFailed: {
    title: 'Algo ha fallado en esta página',
    body: 'No se ha podido mostrar la página. Puede volver a intentarlo o ir a la página de inicio.',
    home: 'Ir a la página de inicio',
  },
};

export default es;
