import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const COLORS: Record<StatusTone, string> = {
  success: 'teal',
  warning: 'yellow',
  danger: 'red',
  info: 'academy',
  neutral: 'gray',
};

export interface StatusBadgeProps {
  /** The status text (from the app's catalogue: 답변완료, 대기중, 활성...). */
  children: ReactNode;
  tone?: StatusTone;
}

/** One look for statuses across the apps (answered/unanswered, pending/completed, active). */
export function StatusBadge({ children, tone = 'neutral' }: StatusBadgeProps) {
  return (
    <Badge color={COLORS[tone]} variant="light" radius="sm">
      {children}
    </Badge>
  );
}
