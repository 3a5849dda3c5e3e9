import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { Button } from '../../../components/ui/button';
import { focusSignup } from '../focus-signup';

const HIGHLIGHTS = ['No API keys needed', 'No credit card needed', 'Free plan, cancel anytime'];

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-700 ring-1 ring-primary-200">
          Images, video, audio, ads, text and workflows in one place
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
          Create anything with AI, starting free
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          Generate images for free, make videos and product ads, reimagine your media, write with
          templates and plan AI projects step by step. Pay only for premium generations, one credit
          per dollar.
        </p>
        <div className="mt-10 flex justify-center">
          <Button size="lg" onClick={focusSignup}>
            Start Free Today
            <ArrowRightIcon className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {HIGHLIGHTS.map((text) => (
            <li key={text} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-500" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
