/** Previous and next page of a list paged by the server, with where the reader is. */
import { Button } from '../../../ui/button.tsx';

export interface PagerProps {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
  texts: { previous: string; next: string; page: (page: number, pages: number) => string };
}

export function Pager({ page, pages, label, onPage, texts }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} data-print-hide="">
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      {' '}
      <span aria-current="page">{texts.page(page, pages)}</span>{' '}
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
