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
import { SectionHeading } from './section-heading';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ImageIcon,
    title: 'Free image generation',
    text: 'Unlimited images on the free tier, plus Ultra and Ultra Pro for premium quality.',
  },
  {
    icon: VideoIcon,
    title: 'Premium video',
    text: 'Three quality tiers from 512p to 1080p, with duration and resolution you choose.',
  },
  {
    icon: MegaphoneIcon,
    title: 'Product ads',
    text: 'A video ad or up to 3 image-ad variations from one product photo.',
  },
  {
    icon: WandSparklesIcon,
    title: 'Reimagine',
    text: 'New images and videos from your reference media, and analysis of any image.',
  },
  {
    icon: AudioLinesIcon,
    title: 'AI audio',
    text: 'Voice overs in 180+ voices, songs with vocals and music up to 30 seconds.',
  },
  {
    icon: SparklesIcon,
    title: 'Smart prompts',
    text: '15 free prompts a day, tuned for more than 25 image and video platforms.',
  },
  {
    icon: FileTextIcon,
    title: 'Text generation',
    text: 'Templates or your own prompt, across providers and models you pick.',
  },
  {
    icon: LightbulbIcon,
    title: 'AI tool ideas',
    text: 'Tell us the task; get the tools that fit it, from a curated directory.',
  },
  {
    icon: WorkflowIcon,
    title: 'Workflow automation',
    text: '30+ templates with guided steps, progress tracking and team sharing.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to create"
          subtitle="Nine tools that share one account, one balance and one history."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
