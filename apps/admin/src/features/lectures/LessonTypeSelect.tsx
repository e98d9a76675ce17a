// A lesson's type picked from the four (docs/product/validation.md: detail create), each shown by
// its Korean name with an icon. Typing finds one by its name (영상) or its code (VIDEO, video); the
// one found is taken on Enter or on leaving the field. Nothing chosen: the contract's message.
import { DETAIL_TYPES, detailTypeOf, type DetailType } from '@academy/api-client/contract';
import * as ko from '@academy/strings';
import { Group, Select, type OptionsFilter, type SelectProps } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/icons/IconBroadcast';
import IconFileText from '@tabler/icons-react/icons/IconFileText';
import IconListCheck from '@tabler/icons-react/icons/IconListCheck';
import IconVideo from '@tabler/icons-react/icons/IconVideo';

const ICONS = {
  VIDEO: IconVideo,
  LIVE: IconBroadcast,
  QUIZ: IconListCheck,
  OTHER: IconFileText,
} satisfies Record<DetailType, unknown>;

/** A lesson type's icon (beside its name: the icon itself says nothing to a screen reader). */
export function DetailTypeIcon({ type, size = 16 }: { type: DetailType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} stroke={1.75} aria-hidden focusable={false} />;
}

const options = DETAIL_TYPES.map((type) => ({ value: type, label: ko.detailTypes[type] }));

/** The kinds whose Korean name holds what is typed, or whose code starts with it (any case). */
const findTypes: OptionsFilter = ({ options: all, search }) => {
  const typed = search.trim();
  if (!typed) return all;
  const code = typed.toUpperCase();
  return all.filter(
    (option) => 'value' in option && (option.label.includes(typed) || option.value.startsWith(code)),
  );
};

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  /** the type's code, or '' while none is chosen */
  value?: string;
  onChange: (value: string) => void;
};

export function LessonTypeSelect({ value, onChange, ...props }: Props) {
  const type = detailTypeOf(value ?? '');
  return (
    <Select
      searchable
      data={options}
      filter={findTypes}
      selectFirstOptionOnChange
      autoSelectOnBlur
      allowDeselect={false}
      leftSection={type ? <DetailTypeIcon type={type} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <DetailTypeIcon type={option.value as DetailType} />
          {option.label}
        </Group>
      )}
      {...props}
      value={type}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
