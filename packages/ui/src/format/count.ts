// Whole numbers with thousands separators, as ko-KR writes them: 1234567 -> '1,234,567'.
// Not Intl.NumberFormat or toLocaleString: a page's first Intl object loads ICU's data, measured
// at about 200 ms of main thread on Lighthouse's mobile CPU.

/** 1234.6 -> '1,235'; negative numbers keep their sign ('-1,000'). */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
