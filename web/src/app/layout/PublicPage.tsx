import { COPY } from '@app/types';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from './SiteFooter';

/**
 * Frame of every public page: a Back to Home link (spec §2), the page title, its content and the site footer.
 * `wide` gives marketing pages (pricing, features) more room than legal text.
 */
export function PublicPage({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} — ${COPY.productName}`;
  }, [title]);
  return (
    <div className="flex min-h-screen flex-col">
      <main className={`mx-auto w-full flex-1 px-4 py-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
        <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm text-primary hover:underline">
          <ArrowLeft className="h-4 w-4" /> {COPY.backToHome}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle && <div className="mt-2 text-muted-foreground">{subtitle}</div>}
        <div className="mt-8">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A titled section of a legal or policy page. */
export function PolicySection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mb-8 space-y-3 leading-relaxed">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
