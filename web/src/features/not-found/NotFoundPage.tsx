import { COPY } from '@app/types';
import { Button } from '@app/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `${COPY.notFound.title} — ${COPY.productName}`;
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{COPY.notFound.heading}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">{COPY.backToHome}</Link>
      </Button>
    </main>
  );
}
