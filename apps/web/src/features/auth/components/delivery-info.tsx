import type { ForgotPasswordResponse } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';

/**
 * The server writes these tips in English, without codes: the ones it is known to send are shown
 * in the interface language (with their address), anything else as sent.
 */
const TIPS: Record<string, string> = {
  'Usually within a minute or two.': 'auth.deliveryUsualTime',
  'If it has not arrived, look in your spam or junk folder.': 'auth.deliveryCheckSpam',
  'Check that the address you typed is the one you signed up with.': 'auth.deliveryTipAddress',
  'The link expires in 1 hour and works once; ask for another if it has expired.':
    'auth.deliveryTipExpiry',
};

function tip(t: Translate, text: string): string {
  const known = TIPS[text];
  if (known) return t(known);
  const contacts = /^Add (\S+) to your contacts so the email is not filtered\.$/.exec(text);
  if (contacts) return t('auth.deliveryTipContacts', { sender: contacts[1] });
  const support = /^Still nothing\? Write to (\S+)\.$/.exec(text);
  if (support) return t('auth.deliveryTipSupport', { email: support[1] });
  return text;
}

/** Spec part 2, "Reset email delivery info": who sends it, how soon, and what to try if not. */
export function DeliveryInfo({ delivery }: { delivery: ForgotPasswordResponse['delivery'] }) {
  const t = useT();
  return (
    <div className="mt-6 space-y-4 text-sm text-slate-700 dark:text-slate-300">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium text-slate-900 dark:text-slate-100">{t('auth.deliveryFrom')}</dt>
        <dd className="break-all">{delivery.sender}</dd>
        <dt className="font-medium text-slate-900 dark:text-slate-100">
          {t('auth.deliveryArrives')}
        </dt>
        <dd>{tip(t, delivery.delivery_time)}</dd>
      </dl>
      <p>{tip(t, delivery.check_spam)}</p>
      {delivery.troubleshooting.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">
            {t('auth.deliveryStillNothing')}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {delivery.troubleshooting.map((text) => (
              <li key={text}>{tip(t, text)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
