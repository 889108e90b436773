/**
 * Migration 162: the names and descriptions of the report variations in European Portuguese. They
 * are rows (migration 005 wrote the English and Spanish ones), so the type check cannot ask for
 * them; without them the variations call answers nothing in Portuguese.
 */
import type { Migration } from '../migration.ts';

export const portugueseReportVariationsMigration: Migration = {
  version: 162,
  name: 'portuguese-report-variations',
  statements: [
    `INSERT INTO report_variation_texts (variation, lang, title, description) VALUES
      ('full', 'pt', 'Relatório clínico completo', 'Todos os parâmetros medidos com o respetivo intervalo de referência, a conclusão e os comentários dos avaliadores.'),
      ('summary', 'pt', 'Resumo para o clínico referenciador', 'Os parâmetros fora ou no limite do respetivo intervalo de referência, e a conclusão.')`,
  ],
};
