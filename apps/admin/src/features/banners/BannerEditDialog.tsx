// Loaded by BannerBoard when a banner is edited: the dialog (Mantine's Modal, with its scroll
// lock) and the form (with its drop zone) stay out of the board's first visit (budget.spec.ts).
import type { Banner } from '@academy/api-client/contract';
import * as adminStrings from '@academy/strings/admin';
import { Modal } from '@mantine/core';
import { BannerForm } from './BannerForm.tsx';

export default function BannerEditDialog({
  banner,
  onClose,
}: {
  banner: Banner;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={adminStrings.banners.editTitle}>
      <BannerForm banner={banner} onDone={onClose} />
    </Modal>
  );
}
