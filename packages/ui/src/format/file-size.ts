// File sizes from B to TB in steps of 1024 (docs/product/limits.md).
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 -> '0 B', 1023 -> '1023 B', 1024 -> '1 KB', 1536 -> '1.5 KB', 1024 ** 4 -> '1 TB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Bytes are whole; larger units keep one decimal (1.5 MB), without a trailing '.0'.
  const shown = String(unit === 0 ? Math.round(value) : Math.round(value * 10) / 10);
  return `${shown} ${UNITS[unit]}`;
}
