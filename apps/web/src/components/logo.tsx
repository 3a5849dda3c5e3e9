import { Link } from 'react-router';
import { useSite } from '../app/site';

/**
 * The same mark as public/favicon.svg, drawn inline so it needs no extra request. The name takes
 * the surrounding text colour, so it reads on light and dark bars alike. `markOnPhones`: the mark
 * alone on a phone (the name stays for screen readers), where a full top bar needs the room.
 */
export function Logo({ to, markOnPhones = false }: { to: string; markOnPhones?: boolean }) {
  const { brand_name } = useSite();
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary-600" />
        <path
          d="M9 23 16 8l7 15M11.8 18h8.4"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg tracking-tight ${markOnPhones ? 'max-sm:sr-only' : ''}`}>
        {brand_name}
      </span>
    </Link>
  );
}
