import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  titles: {
    'Sign in': 'Iniciar sesión',
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
