export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
