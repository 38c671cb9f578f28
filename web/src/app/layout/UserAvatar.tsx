import type { User } from '@app/types';
import { useState } from 'react';

export function displayName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The provider's picture when it loads, the person's initials otherwise. */
export function UserAvatar({ user }: { user: User }) {
  const [broken, setBroken] = useState(false);
  const initials =
    [user.firstName, user.lastName]
      .filter(Boolean)
      .map((n) => n![0]!.toUpperCase())
      .join('') || user.email[0]!.toUpperCase();
  if (user.profileImageUrl && !broken) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="h-9 w-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {initials}
    </span>
  );
}
