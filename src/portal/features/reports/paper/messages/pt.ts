import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  paper: {
    label: 'Verificação deste relatório impresso',
    qrAlt: 'Código QR do endereço que verifica este relatório: {url}',
    check: 'Quem tiver este documento pode verificá-lo em {url}',
    code: 'Código de verificação',
    fingerprint: 'Impressão digital (SHA-256)',
    loading: 'A preparar o código de verificação',
    failed: 'Não foi possível preparar o código de verificação; se imprimir agora, o documento não o terá.',
  },
  lastOpened: {
    label: 'Última abertura',
    line: 'Relatórios abertos pela última vez em {date} por {name}',
    printed: 'Impresso pela última vez em {date} por {name}',
    never: 'Ainda ninguém abriu os relatórios deste utente',
    history: 'Histórico de acessos',
  },
};

export default pt;
