import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, PHONE_MAX_LENGTH } from '../format/phone.ts';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** (optional so a form's `getInputProps` fits; a controlled field always passes it) */
  value?: string;
  /** The formatted value ('010-1234-5678'), digits only with hyphens added as typed. */
  onChange: (value: string) => void;
}

/**
 * docs/product/validation.md, docs/product/limits.md: a Korean mobile number field, auto-formatted
 * 3-4-4 with hyphens as typed, at most 13 characters. A numeric keyboard on phones; pasted spaces
 * and dots are dropped.
 */
export function PhoneInput({ value = '', onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="010-0000-0000"
      {...props}
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
    />
  );
}
