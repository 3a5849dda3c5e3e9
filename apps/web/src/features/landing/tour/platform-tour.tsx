import * as RadixDialog from '@radix-ui/react-dialog';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { TourSlideView } from './tour-slide-view';
import { TOUR_SLIDES } from './tour-slides';

/** Spec part 1, section 9: the tour advances every 4 s. */
export const TOUR_ADVANCE_MS = 4000;

const iconButton =
  'flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-40';

/**
 * The full-screen Platform Tour behind "Watch Demo". It advances on its own until the last slide,
 * which waits for "Get Started Free"; it holds still while the pointer rests on the slide or after
 * Pause (moving content needs a way to stop it), and any manual step restarts the 4 s.
 */
export default function PlatformTour({
  onClose,
  onGetStarted,
}: {
  onClose: () => void;
  onGetStarted: () => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = TOUR_SLIDES.length;
  const last = index === count - 1;
  const slide = TOUR_SLIDES[index] ?? TOUR_SLIDES[0];

  useEffect(() => {
    if (paused || hovered || last) return;
    const timer = setTimeout(() => setIndex((current) => current + 1), TOUR_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, hovered, last]);

  if (!slide) return null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-slate-950 text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
            <RadixDialog.Title className="text-lg font-semibold">
              {t('landing.tourTitle')}
            </RadixDialog.Title>
            <div className="flex items-center gap-3">
              <p className="text-sm text-slate-300 tabular-nums" aria-live="polite">
                {index + 1} / {count}
              </p>
              <button
                type="button"
                className={iconButton}
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? t('landing.tourPlay') : t('landing.tourPause')}
              >
                {paused ? (
                  <PlayIcon className="size-5" aria-hidden="true" />
                ) : (
                  <PauseIcon className="size-5" aria-hidden="true" />
                )}
              </button>
              <RadixDialog.Close className={iconButton} aria-label={t('landing.tourClose')}>
                <XIcon className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
          </div>
          <div
            className="flex flex-1 items-center justify-center px-4 py-6 sm:px-8"
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
          >
            <TourSlideView key={slide.id} slide={slide} />
          </div>
          <div className="flex flex-wrap items-center justify-center gap-4 px-4 pt-2 pb-8">
            <button
              type="button"
              className={iconButton}
              onClick={() => setIndex(index - 1)}
              disabled={index === 0}
              aria-label={t('landing.tourPrevious')}
            >
              <ChevronLeftIcon className="size-5" aria-hidden="true" />
            </button>
            <ol className="flex items-center gap-2" aria-label={t('landing.tourSlides')}>
              {TOUR_SLIDES.map((item, position) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={t('landing.tourGoToSlide', {
                      number: position + 1,
                      title: t(item.title),
                    })}
                    aria-current={position === index ? 'step' : undefined}
                    onClick={() => setIndex(position)}
                    className="block h-2.5 w-2.5 rounded-full bg-white/30 transition-all hover:bg-white/60 aria-[current=step]:w-6 aria-[current=step]:bg-white"
                  />
                </li>
              ))}
            </ol>
            {last ? (
              <Button variant="inverse" onClick={onGetStarted}>
                {t('landing.tourGetStarted')}
              </Button>
            ) : (
              <button
                type="button"
                className={iconButton}
                onClick={() => setIndex(index + 1)}
                aria-label={t('landing.tourNext')}
              >
                <ChevronRightIcon className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
