import { COPY, NAVBAR_SCROLLED_PX } from '@app/types';
import { Button, cn } from '@app/ui';
import { Menu, Moon, Send, Sun, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTheme } from '../../app/theme';
import { LANDING_SECTION_IDS, LANDING_SECTIONS, scrollToId, type LandingSectionId } from './sections';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useActiveSection, useScrolledPast } from './useScrollSpy';

/** A section counts as active once its top passes this line (just below the 64 px navbar). */
const ACTIVE_LINE_PX = 96;
const MOBILE_MENU_ID = 'landing-mobile-menu';

interface LandingNavbarProps {
  /** Opens the terms modal, which leads to sign-in. */
  onSignIn: () => void;
}

export function LandingNavbar({ onSignIn }: LandingNavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLLED_PX);
  const active = useActiveSection(LANDING_SECTION_IDS, ACTIVE_LINE_PX);
  const reducedMotion = usePrefersReducedMotion();
  const [menuOpen, setMenuOpen] = useState(false);

  // Escape closes the mobile menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: LandingSectionId) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToId(id, reducedMotion);
  };

  const goToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const signIn = () => {
    setMenuOpen(false);
    onSignIn();
  };

  const solid = scrolled || menuOpen;

  return (
    <header
      data-testid="landing-navbar"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        solid
          ? 'border-border bg-background/85 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-background/75'
          : 'border-transparent bg-transparent',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href="/" onClick={goToTop} className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
          <span className="grid h-8 w-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Send className="h-4 w-4" aria-hidden />
          </span>
          {COPY.productName}
        </a>

        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {LANDING_SECTIONS.map((s) => (
            <li key={s.id}>
              <SectionLink id={s.id} label={s.label} active={active === s.id} onNavigate={goToSection} />
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button className="hidden md:inline-flex" onClick={signIn} data-testid="navbar-sign-in">
            Sign in
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5!" /> : <Menu className="size-5!" />}
          </Button>
        </div>
      </nav>

      {menuOpen && (
        <div id={MOBILE_MENU_ID} className="border-t bg-background px-4 pt-2 pb-4 md:hidden" data-testid="mobile-menu">
          <ul className="flex flex-col">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <SectionLink
                  id={s.id}
                  label={s.label}
                  active={active === s.id}
                  onNavigate={goToSection}
                  className="block px-3 py-3 text-base"
                />
              </li>
            ))}
          </ul>
          <Button className="mt-3 w-full" size="lg" onClick={signIn}>
            Sign in
          </Button>
        </div>
      )}
    </header>
  );
}

interface SectionLinkProps {
  id: LandingSectionId;
  label: string;
  active: boolean;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, id: LandingSectionId) => void;
  className?: string;
}

function SectionLink({ id, label, active, onNavigate, className }: SectionLinkProps) {
  return (
    <a
      href={`#${id}`}
      onClick={(event) => onNavigate(event, id)}
      aria-current={active ? 'location' : undefined}
      data-active={active ? 'true' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      {label}
    </a>
  );
}

function ThemeToggle() {
  const theme = useTheme((s) => s.theme);
  const toggle = useTheme((s) => s.toggle);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? <Sun className="size-5!" /> : <Moon className="size-5!" />}
    </Button>
  );
}
