import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WorkflowIcon from 'lucide-react/icons/workflow';
import { useT } from '../../../lib/i18n/i18n';
import { SectionHeading } from './section-heading';

/** The nine tools; title and text are message ids. */
const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ImageIcon,
    title: 'landing.featureFreeImages',
    text: 'landing.featureFreeImagesText',
  },
  {
    icon: VideoIcon,
    title: 'landing.featureVideo',
    text: 'landing.featureVideoText',
  },
  {
    icon: MegaphoneIcon,
    title: 'landing.featureProductAds',
    text: 'landing.featureProductAdsText',
  },
  {
    icon: WandSparklesIcon,
    title: 'landing.featureReimagine',
    text: 'landing.featureReimagineText',
  },
  {
    icon: AudioLinesIcon,
    title: 'landing.featureAudio',
    text: 'landing.featureAudioText',
  },
  {
    icon: SparklesIcon,
    title: 'landing.featureSmartPrompts',
    text: 'landing.featureSmartPromptsText',
  },
  {
    icon: FileTextIcon,
    title: 'landing.featureTextGen',
    text: 'landing.featureTextGenText',
  },
  {
    icon: LightbulbIcon,
    title: 'landing.featureAiTools',
    text: 'landing.featureAiToolsText',
  },
  {
    icon: WorkflowIcon,
    title: 'landing.featureWorkflows',
    text: 'landing.featureWorkflowsText',
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="content-auto bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features')}
          title={t('landing.featuresTitle')}
          subtitle={t('landing.featuresSubtitle')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(feature.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
