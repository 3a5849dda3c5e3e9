import LightbulbIcon from 'lucide-react/icons/lightbulb';
import { useSite } from '../../../app/site';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';

export function SecurityTips() {
  const { brand_name } = useSite();
  const tips = [
    'Use a long password that you use nowhere else; a password manager makes that easy.',
    'Turn on two-factor authentication and keep the recovery codes offline.',
    'Look at your active sessions now and then, and log out devices you do not recognise.',
    'Sign out when you use a shared or public computer.',
    `${brand_name} will never ask for your password or codes by email or phone.`,
  ];
  return (
    <Card>
      <CardTitle
        icon={<LightbulbIcon className="size-5" aria-hidden="true" />}
        title="Security tips"
      />
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-600 marker:text-slate-400 dark:text-slate-400">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
