/**
 * A measured value's assessment against its reference range: a shape and words, and a colour for
 * the values off or near the range's limits (never the colour alone; the words are what a screen
 * reader reads, the shape is hidden from it). In the report's language (ReportLanguageContext).
 */
import { cx } from '../../ui/cx.ts';
import { useReportTexts } from './report-language.ts';
import { flagSymbol, flagText } from './report-format.ts';
import styles from './flag.module.css';

export function Flag({ flag, side }: { flag: string | null; side: string | null }) {
  const { t } = useReportTexts();
  const text = flagText(flag, side, t);
  if (!text) return null;
  return (
    <span className={cx(styles.flag, flag === 'outside' && styles.flagOutside, flag === 'borderline' && styles.flagBorderline)} data-flag={flag ?? undefined}>
      <span aria-hidden="true" className={styles.symbol}>{flagSymbol(flag, side)}</span> {text}
    </span>
  );
}
