import { COPY } from '@app/types';
import { FileText, Home, LifeBuoy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PublicPage } from '../../app/layout/PublicPage';

interface SitemapLink {
  to: string;
  label: string;
  description: string;
}

interface SitemapGroup {
  id: string;
  title: string;
  icon: LucideIcon;
  links: SitemapLink[];
}

const GROUPS: SitemapGroup[] = [
  {
    id: 'main',
    title: 'Main Pages',
    icon: Home,
    links: [
      { to: '/', label: 'Home', description: `Start here: what ${COPY.productName} does and how to sign in.` },
      { to: '/features', label: 'Features', description: 'Everything the product can do for your job search.' },
      { to: '/how-it-works', label: 'How It Works', description: 'From job search to sent email in five steps.' },
      { to: '/pricing', label: 'Pricing', description: 'Free, Pro and Enterprise plans, and pricing FAQ.' },
    ],
  },
  {
    id: 'legal',
    title: 'Legal Pages',
    icon: FileText,
    links: [
      { to: '/terms', label: 'Terms and Conditions', description: 'The short version of our terms.' },
      { to: '/terms-of-service', label: 'Terms of Service', description: 'The full terms for using the service.' },
      { to: '/privacy-policy', label: 'Privacy Policy', description: 'What data we collect and how we use it.' },
      { to: '/privacy', label: 'Privacy Policy (Summary)', description: 'Our privacy policy in 13 short sections.' },
      { to: '/refund-policy', label: 'Refund Policy', description: 'Money-back guarantee and refund times.' },
      {
        to: '/shipping-and-delivery',
        label: 'Shipping & Delivery',
        description: 'How and when the service is delivered.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Support Pages',
    icon: LifeBuoy,
    links: [
      { to: '/contact', label: 'Contact Us', description: 'Support, data protection and sales contacts.' },
      { to: '/sitemap', label: 'Sitemap', description: 'This page: every public page in one place.' },
    ],
  },
];

export function SitemapPage() {
  return (
    <PublicPage wide title="Sitemap" subtitle={`Every public page of ${COPY.productName} in one place.`}>
      <div className="grid gap-6 md:grid-cols-3">
        {GROUPS.map(({ id, title, icon: Icon, links }) => (
          <section key={id} aria-labelledby={`sitemap-${id}`} className="rounded-lg border bg-card p-6">
            <h2 id={`sitemap-${id}`} className="flex items-center gap-2 text-lg font-semibold">
              <Icon className="h-5 w-5 text-primary" aria-hidden />
              {title}
            </h2>
            <ul className="mt-4 space-y-4">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                  <p className="text-sm text-muted-foreground">{link.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PublicPage>
  );
}
