/** A moment formatted the way the product shows it. */
interface FormattedDateTime {
  /** 12-hour clock with AM/PM, e.g. `3:07 PM`. */
  formattedTime: string;
  /** Day/month/year with leading zeros, e.g. `05/01/2026`. */
  formattedDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats a date (or ISO string / epoch milliseconds) in local time as `formattedTime` and `formattedDate`. */
export function formatDateTime(value: Date | string | number): FormattedDateTime {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    formattedTime: `${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
    formattedDate: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
  };
}
