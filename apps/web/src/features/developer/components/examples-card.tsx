import CodeXmlIcon from 'lucide-react/icons/code-xml';
import { Card } from '../../../components/ui/card';
import { ExternalLink } from '../../../components/ui/external-link';
import { CardTitle } from '../../../components/ui/page-header';
import { curlExample, sdkExample } from '../examples';
import { CodeBlock } from './code-block';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';

const linkClass =
  'font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300';

/** A first call from a shell and from TypeScript, against this very server. */
export function ExamplesCard() {
  const t = useT();
  const origin = window.location.origin;
  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<CodeXmlIcon className="size-5" aria-hidden="true" />}
        title={t('developer.examples')}
        description={t('developer.examplesIntro')}
      />
      <CodeBlock title={t('developer.curlTitle')} code={curlExample(origin)} />
      <CodeBlock title={t('developer.sdkTitle')} code={sdkExample(origin)} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <WithElement
          text={(link) => t('developer.referenceLine', { link })}
          node={
            <ExternalLink href="/api/docs" className={linkClass}>
              {t('developer.apiReference')}
            </ExternalLink>
          }
        />
      </p>
    </Card>
  );
}
