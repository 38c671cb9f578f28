import { describe, expect, it } from 'vitest';
import { greetingName, isSharedAddress } from './recipient.js';

describe('isSharedAddress', () => {
  it('knows shared and role mailboxes in the languages we write', () => {
    for (const email of [
      'careers@acme.example',
      'Jobs@acme.example',
      'hr@acme.example',
      'talent.acquisition@acme.example',
      'jobs+frontend@acme.example',
      'rrhh@acme.es',
      'recrutement@acme.fr',
      'karriere@acme.de',
    ])
      expect(isSharedAddress(email), email).toBe(true);
  });

  it('reads a person’s address as a person’s', () => {
    for (const email of ['maria.lopez@acme.example', 'hrishikesh@acme.example', 'jobsworth.ann@acme.example'])
      expect(isSharedAddress(email), email).toBe(false);
  });
});

describe('greetingName', () => {
  it('greets the poster or a provider’s contact by the name that came with their address', () => {
    expect(greetingName({ email: 'w.martinez@acme.example', name: 'Wei Martínez', source: 'poster' })).toBe(
      'Wei Martínez',
    );
    expect(greetingName({ email: 'ceo@acme.example', name: 'Ann Lee', source: 'provider' })).toBe('Ann Lee');
  });

  it('never names a person at a shared mailbox or a role address, whoever posted the job', () => {
    expect(greetingName({ email: 'hr@acme.example', name: 'Wei Martínez', source: 'poster' })).toBeNull();
    expect(greetingName({ email: 'people-ops@acme.example', name: 'Wei Martínez', source: 'role' })).toBeNull();
  });

  it('names the poster at an address from the posting only when it carries their name', () => {
    expect(greetingName({ email: 'martinez.w@acme.example', name: 'Wei Martínez', source: 'posting' })).toBe(
      'Wei Martínez',
    );
    expect(greetingName({ email: 'j.smith@acme.example', name: 'Wei Martínez', source: 'posting' })).toBeNull();
  });

  it('has no name to give without one', () => {
    expect(greetingName({ email: 'a.b@acme.example', name: '  ', source: 'poster' })).toBeNull();
  });
});
