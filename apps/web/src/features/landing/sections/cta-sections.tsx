import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useStartFree } from '../auth-panel/auth-panel-context';

export function StartFreeSection() {
  const startFree = useStartFree();
  const t = useT();
  return (
    <section aria-label={t('landing.startFree')} className="content-auto px-4 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-12 text-center sm:flex-row sm:text-left">
        <div className="flex-1">
          <h2 className="text-2xl font-bold text-white">{t('landing.startFreeTitle')}</h2>
          <p className="mt-2 text-slate-300">{t('landing.startFreeText')}</p>
        </div>
        <Button size="lg" variant="inverse" onClick={startFree}>
          {t('landing.startFreeToday')}
        </Button>
      </div>
    </section>
  );
}

export function FinalCtaSection() {
  const startFree = useStartFree();
  const t = useT();
  return (
    <section aria-labelledby="final-cta-title" className="content-auto bg-primary-600 py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2
          id="final-cta-title"
          className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          {t('landing.finalCtaTitle')}
        </h2>
        <p className="mt-4 text-lg text-white">{t('landing.finalCtaText')}</p>
        <Button size="lg" variant="inverse" onClick={startFree} className="mt-8">
          {t('landing.startFreeToday')}
        </Button>
      </div>
    </section>
  );
}
