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
