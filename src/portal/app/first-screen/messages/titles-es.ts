// Every page's title in Spanish (titles.ts loads it with the first page that shows one).
import type { Translation } from '../../../lib/i18n/table.ts';
import type { englishTitles } from './titles-en.ts';

const titles: Translation<typeof englishTitles> = {
    'Sign in': 'Iniciar sesión',
    'Sign-in code': 'Código de acceso',
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
};

export default titles;
