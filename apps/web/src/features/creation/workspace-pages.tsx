import { useT } from '../../lib/i18n/i18n';
import { WorkspacePage } from './workspace-page';

/** The spec's wrapper pages: the workspace opened on one tool, the other tabs hidden. */
export function ImageGenerationPage() {
  const t = useT();
  return (
    <WorkspacePage
      title={t('creation.imagePageTitle')}
      description={t('creation.imagePageDescription')}
      visibleTabs={['ai-image']}
    />
  );
}

export function VideoGenerationPage() {
  const t = useT();
  return (
    <WorkspacePage
      title={t('creation.videoPageTitle')}
      description={t('creation.videoPageDescription')}
      visibleTabs={['ai-video']}
    />
  );
}

export function TextGenerationPage() {
  const t = useT();
  return (
    <WorkspacePage
      title={t('creation.textPageTitle')}
      description={t('creation.textPageDescription')}
      visibleTabs={['text']}
    />
  );
}

export function PromptGenerationPage() {
  const t = useT();
  return (
    <WorkspacePage
      title={t('creation.promptPageTitle')}
      description={t('creation.promptPageDescription')}
      visibleTabs={['media']}
    />
  );
}

/** The prompt crafter is the prompt builder on its own page. */
export function PromptCrafterPage() {
  const t = useT();
  return (
    <WorkspacePage
      title={t('creation.crafterPageTitle')}
      description={t('creation.crafterPageDescription')}
      visibleTabs={['media']}
    />
  );
}
