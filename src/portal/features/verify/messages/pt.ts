import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Verificar um documento impresso',
  lead: 'Esta página indica para que foi emitido o código impresso num relatório ou certificado e se continua válido. Não mostra quaisquer valores clínicos.',
  code: 'Código {code}',
  loading: 'A verificar o código',
  failed: 'Não foi possível verificar o código. Tente novamente.',
  notFound: 'Nenhum relatório ou certificado impresso tem este código. Verifique se o escreveu tal como está impresso.',
  report: {
    heading: 'Relatório de avaliação',
    current: 'Esta é a versão mais recente do relatório.',
    superseded: 'Existe uma versão mais recente deste relatório (versão {latest}): a versão impressa {version} foi substituída.',
    institution: 'Instituição',
    evaluated: 'Data da avaliação',
    version: 'Versão impressa',
    issued: 'Data de emissão do código',
    fingerprint: 'Impressão digital do relatório impresso (SHA-256)',
    compare: 'Compare-a com a que está impressa no documento: se forem diferentes, o documento não mostra o que foi emitido.',
  },
  certificate: {
    heading: 'Certificado de formação de avaliador',
    valid: 'Este certificado é válido.',
    holder: 'Titular',
    institution: 'Instituição',
    issued: 'Data de emissão',
    status: 'Estado',
    statusValid: 'Válido',
  },
};

export default pt;
