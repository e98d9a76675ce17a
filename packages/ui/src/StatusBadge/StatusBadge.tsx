import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

// Text colours chosen for at least 4.5:1 on the badge's tinted background in each scheme
// (Mantine's light variant text is shade 6 or 7, which falls below it for teal, red and yellow).
const TONES: Record<StatusTone, { color: string; light: string; dark: string }> = {
  success: { color: 'teal', light: '#066649', dark: 'var(--mantine-color-teal-3)' },
  warning: { color: 'yellow', light: '#7a4a00', dark: 'var(--mantine-color-yellow-3)' },
  danger: { color: 'red', light: '#b02525', dark: 'var(--mantine-color-red-3)' },
  info: { color: 'academy', light: 'var(--mantine-color-academy-8)', dark: '#a0baf5' },
  neutral: {
    color: 'gray',
    light: 'var(--mantine-color-gray-8)',
    dark: 'var(--mantine-color-gray-3)',
  },
};

export interface StatusBadgeProps {
  /** The status text (from the app's catalogue: 답변완료, 대기중, 활성...). */
  children: ReactNode;
  tone?: StatusTone;
}

/** One look for statuses across the apps (answered/unanswered, pending/completed, active). */
export function StatusBadge({ children, tone = 'neutral' }: StatusBadgeProps) {
  const { color, light, dark } = TONES[tone];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      // Never narrower than its word: Mantine's badge may shrink to nothing in a table cell or a
      // row, and at 412 px 대기 and 답변완료 were cut.
      style={{ color: `light-dark(${light}, ${dark})`, minWidth: 'max-content' }}
    >
      {children}
    </Badge>
  );
}
