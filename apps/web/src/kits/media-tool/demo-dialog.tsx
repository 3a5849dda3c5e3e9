import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import BotIcon from 'lucide-react/icons/bot';
import PlayCircleIcon from 'lucide-react/icons/circle-play';
import ClapperboardIcon from 'lucide-react/icons/clapperboard';
import CrownIcon from 'lucide-react/icons/crown';
import DatabaseIcon from 'lucide-react/icons/database';
import GaugeIcon from 'lucide-react/icons/gauge';
import LayoutTemplateIcon from 'lucide-react/icons/layout-template';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import MessageSquareTextIcon from 'lucide-react/icons/message-square-text';
import PenLineIcon from 'lucide-react/icons/pen-line';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import SparklesIcon from 'lucide-react/icons/sparkles';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import XIcon from 'lucide-react/icons/x';
import ZapIcon from 'lucide-react/icons/zap';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n';
import { DEMO_CONTENT } from './demo-content';
import type { DemoContent, DemoTool } from './demo-content';

/**
 * The slides name their icons; importing each by name keeps the bundle to these few rather than
 * the whole icon set. An icon not listed here falls back to sparkles.
 */
const SLIDE_ICONS: Record<string, LucideIcon> = {
  bot: BotIcon,
  clapperboard: ClapperboardIcon,
  crown: CrownIcon,
  database: DatabaseIcon,
  gauge: GaugeIcon,
  'layout-template': LayoutTemplateIcon,
  'list-checks': ListChecksIcon,
  'message-square-text': MessageSquareTextIcon,
  'pen-line': PenLineIcon,
  'scan-search': ScanSearchIcon,
  'sliders-horizontal': SlidersHorizontalIcon,
  sparkles: SparklesIcon,
  'wand-sparkles': WandSparklesIcon,
  zap: ZapIcon,
};

/** A Demo button beside a tool's title, opening what the tool does and how to use it. */
export function DemoButton({ tool }: { tool: DemoTool }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const content = DEMO_CONTENT[tool];
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <PlayCircleIcon className="size-4" aria-hidden="true" />
        {t('creation.demo')}
      </Button>
      <DemoDialog content={content} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Wider than the shared dialog: the examples sit in a grid. Radix still traps focus, closes on
 * Escape and outside clicks, and locks the page's scroll.
 */
export function DemoDialog({
  content,
  open,
  onOpenChange,
}: {
  content: DemoContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 dark:bg-slate-950/70" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <div className="flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold text-slate-900 dark:text-slate-100">
                <span aria-hidden="true">{content.emoji} </span>
                {t(content.title)}
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm font-medium text-primary-700 dark:text-primary-300">
                {t(content.subtitle)}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
              aria-label={t('creation.close')}
            >
              <XIcon className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>

          <div className="mt-4 space-y-6 text-sm text-slate-700 dark:text-slate-300">
            <p>{t(content.description)}</p>

            {content.video_url ? (
              <video
                src={content.video_url}
                controls
                preload="metadata"
                aria-label={t('creation.demoVideo', { title: t(content.title) })}
                className="w-full rounded-xl bg-slate-950"
              />
            ) : null}

            {content.slides.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('creation.demoAtAGlance')}>
                {content.slides.map((slide) => {
                  const Icon = SLIDE_ICONS[slide.icon] ?? SparklesIcon;
                  return (
                    <li
                      key={slide.title}
                      className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
                    >
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-white',
                          slide.color,
                        )}
                      >
                        <Icon className="size-5" />
                      </span>
                      <span>
                        <span className="block font-semibold text-slate-900 dark:text-slate-100">
                          {t(slide.title)}
                        </span>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          {t(slide.caption)}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : null}

            {content.usps.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('creation.demoWhyUseIt')}>
                {content.usps.map((usp) => (
                  <li
                    key={usp}
                    className="rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800 ring-1 ring-primary-200 ring-inset dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800"
                  >
                    {t(usp)}
                  </li>
                ))}
              </ul>
            ) : null}

            <DemoSection title={t('creation.demoKeyFeatures')}>
              <ul className="list-disc space-y-1 pl-5">
                {content.features.map((feature) => (
                  <li key={feature}>{t(feature)}</li>
                ))}
              </ul>
            </DemoSection>

            <DemoSection title={t('creation.demoHowItWorks')}>
              <ol className="list-decimal space-y-1 pl-5">
                {content.steps.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
            </DemoSection>

            {content.examples.length > 0 ? (
              <DemoSection title={t('creation.demoExamples')}>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {content.examples.map((example) => (
                    <li
                      key={example.title}
                      className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
                    >
                      {example.image ? (
                        <img
                          src={example.image}
                          alt={t(example.title)}
                          loading="lazy"
                          className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
                        />
                      ) : null}
                      <div className="p-3">
                        <p className="font-semibold text-slate-900 dark:text-slate-100">
                          {t(example.title)}
                        </p>
                        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                          {t(example.description)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </DemoSection>
            ) : null}
          </div>

          <div className="mt-6 flex justify-end">
            <Button onClick={() => onOpenChange(false)}>{t('creation.demoStart')}</Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </section>
  );
}
