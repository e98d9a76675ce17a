// Prices in won with thousands separators (docs/product/limits.md). One form everywhere: '150,000원'
// (the suffix reads naturally in Korean sentences and needs no currency-symbol font).
import { format } from '@academy/strings/format';
import { formatCount } from './count.ts';

/** 150000 -> '150,000원'; a missing or invalid amount shows as '0원'. */
export function formatWon(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return format.won(formatCount(value));
}
