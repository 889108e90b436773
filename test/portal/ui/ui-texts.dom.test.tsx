import { cleanup, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfirmDialog } from '../../../src/portal/ui/confirm-dialog.tsx';
import { Dialog } from '../../../src/portal/ui/dialog.tsx';
import { ResourceView } from '../../../src/portal/ui/resource-view.tsx';
import { Spinner } from '../../../src/portal/ui/spinner.tsx';
import { Toast } from '../../../src/portal/ui/toast.tsx';
import { type UiTexts, UiTextsProvider } from '../../../src/portal/ui/ui-texts.tsx';

const spanish: UiTexts = {
  closeDialog: 'Cerrar el cuadro de diálogo',
  dismissNotification: 'Descartar la notificación',
  tryAgain: 'Reintentar',
  loading: 'Cargando',
  confirmTitle: '¿Está seguro?',
  confirm: 'Aceptar',
  cancel: 'Cancelar',
  pager: { label: 'Páginas', previous: 'Página anterior', next: 'Página siguiente', pageOf: 'Página {page} de {pages}' },
};

const inSpanish = (node: React.ReactNode) => render(<UiTextsProvider value={spanish}>{node}</UiTextsProvider>);

const Texts = suite('UI kit texts');
Texts.after.each(cleanup);

Texts('without a provider the kit speaks its English defaults', () => {
  const { container } = render(<Spinner />);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }));
});

Texts('the spinner and the retry button take the provided words', () => {
  const { container } = inSpanish(
    <>
      <Spinner />
      <ResourceView resource={{ status: 'failed', data: undefined, retry: () => {} }} failedTitle="x">
        {() => null}
      </ResourceView>
    </>,
  );
  assert.ok(getByRole(container, 'status', { name: 'Cargando' }));
  assert.ok(getByRole(container, 'button', { name: 'Reintentar' }));
});

Texts('dialogs and toasts name their close controls with the provided words', () => {
  const { container } = inSpanish(
    <>
      <Dialog open title="T" onClose={() => {}}>
        body
      </Dialog>
      <Toast variant="success" message="m" closable onClose={() => {}} />
    </>,
  );
  assert.ok(getByRole(document, 'button', { name: 'Cerrar el cuadro de diálogo' }));
  assert.ok(getByRole(container, 'button', { name: 'Descartar la notificación' }));
});

Texts("the confirmation defaults follow the provided words; a caller's own label still wins", () => {
  inSpanish(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} confirmLabel="Eliminar" />);
  const dialog = getByRole(document, 'dialog', { name: '¿Está seguro?' });
  const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
  assert.equal(buttons.slice(1), ['Cancelar', 'Eliminar']);
});

Texts.run();
