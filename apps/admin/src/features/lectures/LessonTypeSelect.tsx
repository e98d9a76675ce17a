// A lesson's type picked from the four (docs/product/validation.md: detail create), each shown by
// its Korean name with an icon. Typing finds one by its name (영상) or its code (VIDEO, video); the
// kind typed is taken on Enter or on leaving the field. Nothing chosen: the contract's message.
import { DETAIL_TYPES, detailTypeOf, type DetailType } from '@academy/api-client/contract';
import * as ko from '@academy/strings';
import { Group, Select, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useRef } from 'react';
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
function typesFound(search: string): DetailType[] {
  const typed = search.trim();
  if (!typed) return [...DETAIL_TYPES];
  const code = typed.toUpperCase();
  return DETAIL_TYPES.filter(
    (type) => ko.detailTypes[type].includes(typed) || type.startsWith(code),
  );
}

const findTypes: OptionsFilter = ({ options: all, search }) => {
  const found = typesFound(search);
  return all.filter((option) => 'value' in option && found.includes(option.value as DetailType));
};

/** What was typed names one kind: exactly (영상, VIDEO, video) or as the only one found (영, vid). */
function typedType(search: string): DetailType | null {
  if (!search.trim()) return null;
  const found = typesFound(search);
  return detailTypeOf(search) ?? (found.length === 1 ? found[0]! : null);
}

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  /** the type's code, or '' while none is chosen */
  value?: string;
  onChange: (value: string) => void;
};

export function LessonTypeSelect({ value, onChange, onSearchChange, ...props }: Props) {
  const type = detailTypeOf(value ?? '');
  // What is being typed, read before the field forgets it on leaving (Enter or Tab takes the kind
  // it names even when no option was highlighted, e.g. text pasted in one go).
  const search = useRef('');
  const take = () => {
    const typed = typedType(search.current);
    if (!typed || typed === type) return false;
    onChange(typed);
    return true;
  };
  return (
    <Select
      searchable
      data={options}
      filter={findTypes}
      selectFirstOptionOnChange
      allowDeselect={false}
      leftSection={type ? <DetailTypeIcon type={type} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <DetailTypeIcon type={option.value as DetailType} />
          {option.label}
        </Group>
      )}
      {...props}
      onSearchChange={(next) => {
        search.current = next;
        onSearchChange?.(next);
      }}
      onBlurCapture={() => void take()}
      onKeyDownCapture={(event) => {
        // Enter takes the kind typed; the next Enter submits the form with it
        if (event.key === 'Enter' && take()) event.preventDefault();
      }}
      value={type}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
