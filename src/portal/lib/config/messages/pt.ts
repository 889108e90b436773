/** Os textos em português do ecrã mostrado quando a configuração está incorreta (en.ts, chave a chave). */
import type { Translation } from '../../i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'O portal não está configurado corretamente',
  lead: 'O portal não consegue arrancar porque o respetivo ficheiro de configuração, config.json, tem um problema:',
  note: 'Se é utilizador do portal, informe a equipa de informática do seu hospital. Se administra este portal, corrija o ficheiro config.json que se encontra junto de index.html e recarregue a página.',
  problem: {
    notObject: 'config.json tem de conter um objeto JSON.',
    unreachable: 'Não foi possível obter {url}. Verifique se o servidor web está acessível.',
    status: '{url} respondeu {status}. O ficheiro pode não existir.',
    notJson: '{url} não é JSON válido.',
    apiBase: '"apiBase" tem de ser um caminho começado por "/" ou um endereço http(s) completo.',
    defaultLanguage: '"defaultLanguage" tem de ser um dos seguintes valores: {languages}, ou ser omitido.',
    sessionMinutes: '"sessionMinutes" tem de ser um número inteiro de minutos entre 1 e 1440.',
    productName: '"productName" tem de ser um texto não vazio.',
    supportEmail: '"supportEmail" tem de ser um endereço de e-mail.',
  },
};

export default pt;
