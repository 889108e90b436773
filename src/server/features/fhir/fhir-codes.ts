/**
 * The codes the FHIR export writes (docs/api.md "FHIR R4 export"): the LOINC code of a measured
 * item where LOINC has one for what the portal measures, each measure's unit in UCUM, and
 * a measured value's flag as an HL7 v3 ObservationInterpretation code with its text in the report's
 * language.
 */
import type { ItemFlag, ItemSide } from '../../../contract/report-constants.ts';
import type { Language } from '../../../contract/languages.ts';
import { fhirSystems, type FhirCodeableConcept } from '../../../contract/fhir-types.ts';

/** The UCUM code of each unit the measure catalogue uses (the report's own spelling stays the `unit`). */
export const ucumCodes: Readonly<Record<string, string>> = {
  'm/s': 'm/s',
  'steps/min': '{steps}/min',
  m: 'm',
  cm: 'cm',
  '%': '%',
  'cm²': 'cm2',
  'mm/s': 'mm/s',
  s: 's',
};

/**
 * LOINC codes of measured items, beside the portal's own code. Only a code whose LOINC term is
 * exactly what the item measures, checked against loinc.org: Timed Up and Go is 89423-8 "Time to
 * rise from chair, walk 10 feet and back, and return to sitting [TUG]" (seconds). The other items
 * (gait speed over the walkway, cadence, stride, sway...) have no LOINC term of that method that
 * could be checked, so they keep the portal's code alone rather than a near miss (41909-3, often
 * given for walking speed, is a body mass index code).
 */
export const loincCodes: Readonly<Record<string, { code: string; display: string }>> = {
  timed_up_and_go: { code: '89423-8', display: 'Time to rise from chair, walk 10 feet and back, and return to sitting [TUG]' },
};

const interpretationTexts: Readonly<Record<'L' | 'H' | 'N' | 'borderline-low' | 'borderline-high', Readonly<Record<Language, string>>>> = {
  L: { en: 'Low', es: 'Bajo', pt: 'Baixo' },
  H: { en: 'High', es: 'Alto', pt: 'Alto' },
  N: { en: 'Normal', es: 'Normal', pt: 'Normal' },
  'borderline-low': { en: 'Normal, at the low edge of the range', es: 'Normal, en el límite inferior del intervalo', pt: 'Normal, no limite inferior do intervalo' },
  'borderline-high': { en: 'Normal, at the high edge of the range', es: 'Normal, en el límite superior del intervalo', pt: 'Normal, no limite superior do intervalo' },
};

const display = { L: 'Low', H: 'High', N: 'Normal' } as const;

/**
 * The interpretation of a flagged value: outside the range is L or H, inside is N. HL7's table has
 * no "borderline"; a borderline value is inside its range, so it is N and the text says which edge.
 */
export function interpretationOf(flag: ItemFlag | null, side: ItemSide | null, lang: Language): FhirCodeableConcept | null {
  if (flag === null) return null;
  const code = flag === 'outside' ? (side === 'low' ? 'L' : 'H') : 'N';
  const text = flag === 'borderline' ? interpretationTexts[side === 'low' ? 'borderline-low' : 'borderline-high'][lang] : interpretationTexts[code][lang];
  return { coding: [{ system: fhirSystems.interpretation, code, display: display[code] }], text };
}
