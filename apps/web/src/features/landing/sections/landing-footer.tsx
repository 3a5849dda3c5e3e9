import { useSite } from '../../../app/site';

export function LandingFooter() {
  const site = useSite();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="text-lg font-semibold text-slate-900">{site.brand_name}</p>
        <p className="mt-2 max-w-xl text-sm text-slate-600">
          One platform for AI images, video, audio, product ads, text and workflow planning, with
          free tools every day and premium generations on prepaid credits.
        </p>
        <p className="mt-6 text-sm text-slate-600">
          Contact:{' '}
          <a className="text-primary-700 hover:underline" href={`mailto:${site.support_email}`}>
            {site.support_email}
          </a>
        </p>
        <p className="mt-8 border-t border-slate-100 pt-6 text-sm text-slate-500">
          © {new Date().getFullYear()} {site.legal_entity}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
