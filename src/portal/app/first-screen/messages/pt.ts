import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  titles: {
    'Sign in': 'Iniciar sessão',
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
  },
  ui: {
    closeDialog: 'Fechar a caixa de diálogo',
    dismissNotification: 'Fechar a notificação',
    tryAgain: 'Tentar novamente',
    loading: 'A carregar',
    confirmTitle: 'Tem a certeza?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    pager: { label: 'Páginas', previous: 'Página anterior', next: 'Página seguinte', pageOf: 'Página {page} de {pages}' },
  },
  pageFailed: {
    title: 'Ocorreu um erro nesta página',
    body: 'Não foi possível mostrar a página. Pode tentar novamente ou voltar à página inicial.',
    home: 'Ir para a página inicial',
  },
};

export default pt;
