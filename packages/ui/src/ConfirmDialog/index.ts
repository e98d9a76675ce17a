export {
  ConfirmDialog,
  confirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ConfirmDialog.tsx';
