import type { ForgotPasswordResponse } from '@atelier/contract';

/** Spec part 2, "Reset email delivery info": who sends it, how soon, and what to try if not. */
export function DeliveryInfo({ delivery }: { delivery: ForgotPasswordResponse['delivery'] }) {
  return (
    <div className="mt-6 space-y-4 text-sm text-slate-700 dark:text-slate-300">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium text-slate-900 dark:text-slate-100">From</dt>
        <dd className="break-all">{delivery.sender}</dd>
        <dt className="font-medium text-slate-900 dark:text-slate-100">Arrives</dt>
        <dd>{delivery.delivery_time}</dd>
      </dl>
      <p>{delivery.check_spam}</p>
      {delivery.troubleshooting.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">Still nothing?</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {delivery.troubleshooting.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
