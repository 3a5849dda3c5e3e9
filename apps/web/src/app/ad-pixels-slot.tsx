import { Suspense, lazy } from 'react';
import { withLanguage } from '../lib/i18n/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { useSite } from './site';

// Its banner is not in a prerendered page: it comes with the rest of the language.
const AdPixels = lazy(() => withLanguage(import('../kits/pixels/ad-pixels')));

/**
 * The advertising pixels' banner and scripts, fetched only when the operator set a pixel id. The
 * providers load this slot lazily, since reading the site settings there would pull the query
 * code into the landing page's first load (docs/decisions/004). Nothing is drawn while a
 * prerendered page hydrates: its HTML was built without the site's settings.
 */
export default function AdPixelsSlot() {
  const { pixels } = useSite();
  const hydrated = useHydrated();
  if (!hydrated || (!pixels.reddit && !pixels.snap)) return null;
  return (
    <Suspense fallback={null}>
      <AdPixels pixels={pixels} />
    </Suspense>
  );
}
