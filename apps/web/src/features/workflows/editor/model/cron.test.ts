import { describe, expect, it } from 'vitest';
import { choiceOf, cronOf } from './cron';

describe('the schedule helper', () => {
  it('writes the cron of each plain-words choice and reads it back', () => {
    for (const cron of ['5 * * * *', '0 9 * * *', '30 9 * * 1-5', '0 18 * * 5']) {
      expect(cronOf(choiceOf(cron))).toBe(cron);
    }
    expect(choiceOf('30 9 * * 1-5')).toMatchObject({ frequency: 'weekdays', hour: 9, minute: 30 });
  });

  it('keeps an expression it did not write as custom', () => {
    expect(choiceOf('0 */2 * * *')).toMatchObject({ frequency: 'custom', custom: '0 */2 * * *' });
    expect(cronOf(choiceOf('0 0 1 * *'))).toBe('0 0 1 * *');
  });
});
