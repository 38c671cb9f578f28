import { ChevronRight, FileText, Sparkles, Trophy } from 'lucide-react';

const STEPS = [
  { icon: FileText, title: 'Upload Resume', text: 'Save your resume once: text, PDF or an image.' },
  { icon: Sparkles, title: 'AI Applies', text: 'We find the contact and write each email from your resume.' },
  { icon: Trophy, title: 'Get Hired', text: 'Your application lands in a real inbox, not a portal.' },
] as const;

/** The three-step strip under the hero: Upload Resume → AI Applies → Get Hired. */
export function StepsStrip() {
  return (
    <section aria-label="Three steps" className="border-y bg-muted/40">
      <ol className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3 md:gap-4">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="relative flex items-start gap-4 md:pr-8">
            <span className="relative grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/20">
              <Icon className="h-5 w-5" aria-hidden />
              <span className="absolute -top-2 -right-2 grid h-5 w-5 place-items-center rounded-full border bg-background text-[11px] font-bold text-foreground">
                {i + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
            {i < STEPS.length - 1 && (
              <ChevronRight
                className="absolute top-3 right-0 hidden h-6 w-6 text-muted-foreground/60 md:block"
                aria-hidden
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
