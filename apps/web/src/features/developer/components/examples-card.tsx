import CodeXmlIcon from 'lucide-react/icons/code-xml';
import { Card } from '../../../components/ui/card';
import { ExternalLink } from '../../../components/ui/external-link';
import { CardTitle } from '../../../components/ui/page-header';
import { curlExample, sdkExample } from '../examples';
import { CodeBlock } from './code-block';

const linkClass =
  'font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300';

/** A first call from a shell and from TypeScript, against this very server. */
export function ExamplesCard() {
  const origin = window.location.origin;
  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<CodeXmlIcon className="size-5" aria-hidden="true" />}
        title="Examples"
        description="Put your key in ATELIER_API_KEY, then generate an image."
      />
      <CodeBlock title="curl" code={curlExample(origin)} />
      <CodeBlock title="TypeScript (@atelier/sdk)" code={sdkExample(origin)} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every route, its parameters and its answers are in the{' '}
        <ExternalLink href="/api/docs" className={linkClass}>
          API reference
        </ExternalLink>
        .
      </p>
    </Card>
  );
}
