import { describe, expect, it } from 'vitest';

import { MarkupNotUnderstood } from '../../jobs-site/parsers/index.js';
import { UnreadablePages } from './unreadable-pages.js';

const notUnderstood = () => new MarkupNotUnderstood('job', 'componentkey', 'no title');

describe('UnreadablePages', () => {
  it('answers what a page read, and undefined for a page whose markup was not understood', async () => {
    const pages = new UnreadablePages();
    expect(await pages.read(async () => 'posting')).toBe('posting');
    expect(
      await pages.read(async () => {
        throw notUnderstood();
      }),
    ).toBeUndefined();
  });

  it('lets a few unreadable pages pass, and fails when they are more than half of those asked for', async () => {
    const pages = new UnreadablePages();
    const unreadable = () =>
      pages.read(async () => {
        throw notUnderstood();
      });
    await pages.read(async () => 'a');
    await unreadable();
    expect(() => pages.failIfMost()).not.toThrow(); // one of two
    await unreadable();
    expect(() => pages.failIfMost()).toThrow(MarkupNotUnderstood); // two of three
  });

  it('passes other errors through untouched, and never fails when nothing was unreadable', async () => {
    const pages = new UnreadablePages();
    await expect(pages.read(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(() => pages.failIfMost()).not.toThrow();
  });
});
