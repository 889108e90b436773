// Every page's title in European Portuguese (titles.ts loads it with the first page that shows one).
import type { Translation } from '../../../lib/i18n/table.ts';
import type { englishTitles } from './titles-en.ts';

const titles: Translation<typeof englishTitles> = {
    'Sign in': 'Iniciar sessão',
    'Sign-in code': 'Código de acesso',
    'Create an account': 'Criar uma conta',
    'Forgot password': 'Recuperar a palavra-passe',
    'Reset your password': 'Repor a palavra-passe',
    'Confirm your email': 'Confirmar o endereço de e-mail',
    'Page not found': 'Página não encontrada',
    'Server error': 'Erro do servidor',
    'Terms and Conditions': 'Termos e Condições',
    'Check a printed document': 'Verificar um documento impresso',
    Home: 'Início',
    'Medical Records': 'Registos clínicos',
    'Register Medical Record': 'Novo registo clínico',
    'Medical Records List': 'Lista de registos clínicos',
    Subjects: 'Utentes',
    Reports: 'Relatórios',
    'Legacy Reports': 'Relatórios anteriores',
    'Admin Panel': 'Painel de administração',
    Users: 'Utilizadores',
    'Add User': 'Adicionar utilizador',
    Institutions: 'Instituições',
    Training: 'Formação',
    'Training Videos': 'Vídeos de formação',
    'Evaluator Exam': 'Exame de avaliador',
    Certificates: 'Certificados',
    'Access History': 'Histórico de acessos',
    'My Account': 'A minha conta',
    About: 'Acerca de',
    'User Manual': 'Manual do utilizador',
    'User Roles': 'Funções dos utilizadores',
    'Demo Evaluations': 'Avaliações de demonstração',
};

export default titles;
