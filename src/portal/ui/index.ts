// The shared UI kit: presentational components with no feature knowledge. Importing it brings
// the global theme (tokens and base styles) before any component's CSS module.
import './theme.css';

export { Alert } from './alert.tsx';
export type { AlertProps, AlertVariant } from './alert.tsx';
export { Button } from './button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button.tsx';
export { Card } from './card.tsx';
export type { CardProps } from './card.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { Dialog } from './dialog.tsx';
export type { DialogProps, DialogSize } from './dialog.tsx';
export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';
export { FieldFrame, useField } from './field.tsx';
export { FormErrorSummary } from './form-error-summary.tsx';
export type { FormErrorSummaryProps } from './form-error-summary.tsx';
export type { FieldControlProps, FieldFrameProps } from './field.tsx';
export { PageHeader } from './page-header.tsx';
export type { PageHeaderProps } from './page-header.tsx';
export { ResourceView } from './resource-view.tsx';
export type { ResourceViewProps, ResourceViewSource } from './resource-view.tsx';
export { SelectField } from './select-field.tsx';
export type { SelectFieldProps, SelectOption } from './select-field.tsx';
export { PageSpinner, Spinner } from './spinner.tsx';
export type { PageSpinnerProps, SpinnerProps } from './spinner.tsx';
export { TextArea } from './text-area.tsx';
export type { TextAreaProps } from './text-area.tsx';
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { Toast } from './toast.tsx';
export type { ToastProps, ToastVariant } from './toast.tsx';
export { UiTextsProvider, englishUiTexts, useUiTexts } from './ui-texts.tsx';
export type { UiTexts } from './ui-texts.tsx';
export { cx } from './cx.ts';
