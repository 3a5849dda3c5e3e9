import LightbulbIcon from 'lucide-react/icons/lightbulb';
import { useSite } from '../../../app/site';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/i18n';

export function SecurityTips() {
  const { brand_name } = useSite();
  const t = useT();
  const tips = [
    t('security.tipPassword'),
    t('security.tipTwoFactor'),
    t('security.tipSessions'),
    t('security.tipSharedComputer'),
    t('security.tipNeverAsks', { brand: brand_name }),
  ];
  return (
    <Card>
      <CardTitle
        icon={<LightbulbIcon className="size-5" aria-hidden="true" />}
        title={t('security.tipsTitle')}
      />
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-600 marker:text-slate-400 dark:text-slate-400">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
