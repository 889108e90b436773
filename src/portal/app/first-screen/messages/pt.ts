import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  titles: {
    'Sign in': 'Iniciar sessão',
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
