/** Number and time formatting in the user's locale, shared by every view. */
const currency = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatUsd = (value: number): string => currency.format(value);
export const formatInt = (value: number): string => integer.format(value);
/** `value` is a percentage (0-100), as the API reports it. */
export const formatPercent = (value: number): string => percent.format(value / 100);
export const formatTime = (value: string | number | Date): string =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
