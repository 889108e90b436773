/** Evaluations, reports and longitudinal answers shaped as the contract declares them. */
export const wideReports = JSON.stringify({
  reports: ['list_reports_inst', 'get_report_inst', 'get_evaluation_report_inst', 'get_longitudinal_report_inst'],
  users: ['list_subject_inst'],
});

export function evaluation(keyid: number, over: Record<string, unknown> = {}) {
  return {
    keyid,
    subject_id: 5,
    subject_code: 'NC-005',
    institution_id: 12,
    institution_name: 'North Clinic',
    evaluated_at: `2025-0${keyid % 9 + 1}-10T09:00:00.000Z`,
    age_months: 70 + keyid,
    status: 'ready',
    task_id: `task-${keyid}`,
    protocol: 'GBA-3.2',
    requested_by: 'Ana Ruiz',
    report_version: 1,
    ...over,
  };
}

export const evaluationList = (rows: unknown[]) => ({ evaluation_list: rows, total_rows: rows.length });

export function reportAnswer(keyid: number, over: Record<string, unknown> = {}, lang = 'en') {
  const es = lang === 'es';
  return {
    evaluation: evaluation(keyid),
    lang,
    version: 2,
    versions: [
      { version: 1, created_at: '2025-02-10T09:00:00.000Z', author: 'Aiko Tanaka', note: null },
      { version: 2, created_at: '2025-02-20T09:00:00.000Z', author: 'Aiko Tanaka', note: 'Stride length corrected' },
    ],
    variation: 'full',
    report: {
      title: es ? 'Informe de evaluación de la marcha' : 'Gait evaluation report',
      header: {
        subject_code: 'NC-005',
        sex: 'female',
        birth_date: '2019-01-01',
        age_months: 70 + keyid,
        evaluated_at: '2025-02-10T09:00:00.000Z',
        institution_name: 'North Clinic',
        evaluators: ['Aiko Tanaka'],
        protocol: 'GBA-3.2',
        requested_by: 'Ana Ruiz',
      },
      sections: [
        {
          key: 'gait',
          title: es ? 'Marcha' : 'Gait',
          items: [
            { key: 'speed', name: es ? 'Velocidad' : 'Gait speed', value: 1.02, unit: 'm/s', decimals: 2, reference: { low: 1.1, high: 1.7 }, flag: 'outside', side: 'low' },
            { key: 'cadence', name: es ? 'Cadencia' : 'Cadence', value: 110, unit: 'steps/min', decimals: 0, reference: { low: 94, high: 126 }, flag: 'normal', side: null },
          ],
        },
      ],
      conclusion: es ? 'Velocidad baja.' : 'Gait speed is low.',
      comments: [
        { keyid: 1, author: 'Aiko Tanaka', written_at: '2025-02-10T10:00:00.000Z', text: 'Usual footwear.', discarded: false },
      ],
    },
    status_note: null,
    ...over,
  };
}

export const variations = [
  { variation: 'full', title: 'Full clinical report', description: 'Every measured item.', is_default: true },
  { variation: 'summary', title: 'Summary for the referring physician', description: 'The conclusion first.', is_default: false },
];

export function longitudinal(ids: number[]) {
  return {
    lang: 'en',
    subject: { keyid: 5, subject_code: 'NC-005', birth_date: '2019-01-01', sex: 'female' },
    evaluations: ids.map((id) => ({ keyid: id, evaluated_at: `2025-0${id % 9 + 1}-10T09:00:00.000Z`, age_months: 70 + id, version: 1 })),
    items: [
      {
        key: 'speed',
        section: 'gait',
        section_title: 'Gait',
        name: 'Gait speed',
        unit: 'm/s',
        decimals: 2,
        points: ids.map((id, i) => ({
          evaluation_id: id,
          evaluated_at: `2025-0${id % 9 + 1}-10T09:00:00.000Z`,
          age_months: 70 + id,
          value: 1 + i / 10,
          reference: { low: 1.1, high: 1.7 },
          flag: 1 + i / 10 < 1.1 ? 'outside' : 'normal',
          side: 1 + i / 10 < 1.1 ? 'low' : null,
        })),
      },
    ],
    left_out: [],
  };
}
