import { Button } from '../../../components/ui/button';
import { useStartFree } from '../auth-panel/auth-panel-context';

export function StartFreeSection() {
  const startFree = useStartFree();
  return (
    <section aria-label="Start free" className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-12 text-center sm:flex-row sm:text-left">
        <div className="flex-1">
          <h2 className="text-2xl font-bold text-white">Start free, upgrade only if you want to</h2>
          <p className="mt-2 text-slate-300">
            Free images and 15 free prompts a day, no credit card and no API keys.
          </p>
        </div>
        <Button size="lg" variant="inverse" onClick={startFree}>
          Start Free Today
        </Button>
      </div>
    </section>
  );
}

export function FinalCtaSection() {
  const startFree = useStartFree();
  return (
    <section aria-labelledby="final-cta-title" className="bg-primary-600 py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2
          id="final-cta-title"
          className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Your next image, video or campaign is a prompt away
        </h2>
        <p className="mt-4 text-lg text-white">
          Join the creators and teams who make more with less effort.
        </p>
        <Button size="lg" variant="inverse" onClick={startFree} className="mt-8">
          Start Free Today
        </Button>
      </div>
    </section>
  );
}
