import * as ko from '@academy/strings';

/** A native select starts on an empty, unselectable choice so nothing is picked for the person. */
export const withPlaceholder = (options: readonly { value: string; label: string }[]) => [
  { value: '', label: ko.common.choose, disabled: true },
  ...options,
];
