/** The schedules the helper writes, in plain words, and the cron expression of each. */
export type Frequency = 'hourly' | 'daily' | 'weekdays' | 'weekly' | 'custom';

export interface CronChoice {
  frequency: Frequency;
  /** 0-59 */
  minute: number;
  /** 0-23 */
  hour: number;
  /** 0 (Sunday) to 6 */
  weekday: number;
  /** The expression as typed, for `custom`. */
  custom: string;
}

export function cronOf(choice: CronChoice): string {
  const { minute, hour, weekday } = choice;
  switch (choice.frequency) {
    case 'hourly':
      return `${minute} * * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekdays':
      return `${minute} ${hour} * * 1-5`;
    case 'weekly':
      return `${minute} ${hour} * * ${weekday}`;
    default:
      return choice.custom.trim();
  }
}

const NUMBER = /^\d{1,2}$/;

/** The helper's reading of an expression; one it did not write is `custom`. */
export function choiceOf(cron: string): CronChoice {
  const base = { minute: 0, hour: 9, weekday: 1, custom: cron };
  const [minute = '', hour = '', day, month, weekday = ''] = cron.trim().split(/\s+/);
  if (!NUMBER.test(minute) || day !== '*' || month !== '*') return { ...base, frequency: 'custom' };
  const m = Number(minute);
  if (hour === '*' && weekday === '*') return { ...base, minute: m, frequency: 'hourly' };
  if (!NUMBER.test(hour)) return { ...base, frequency: 'custom' };
  const h = Number(hour);
  if (weekday === '*') return { ...base, minute: m, hour: h, frequency: 'daily' };
  if (weekday === '1-5') return { ...base, minute: m, hour: h, frequency: 'weekdays' };
  if (/^[0-6]$/.test(weekday)) {
    return { ...base, minute: m, hour: h, weekday: Number(weekday), frequency: 'weekly' };
  }
  return { ...base, frequency: 'custom' };
}

/** "09:05" */
export const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
