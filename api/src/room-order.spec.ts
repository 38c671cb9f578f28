import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Which rooms each room may import (eslint.rooms.js MAY_IMPORT). */
type RoomGraph = Record<string, readonly string[]>;

// eslint.rooms.js is the workspace's plain-JS lint table, outside the api's TypeScript project: load it by URL.
const roomsUrl = new URL('../../eslint.rooms.js', import.meta.url).href;
const { MAY_IMPORT } = (await import(roomsUrl)) as { MAY_IMPORT: RoomGraph };

/**
 * The rooms bottom first: each after every room it imports (ties by name, so the order is stable). Throws on a
 * cycle, naming one: "config → mail → config".
 */
function roomsBottomFirst(graph: RoomGraph): string[] {
  const rooms = new Set([...Object.keys(graph), ...Object.values(graph).flat()]);
  const order: string[] = [];
  const placed = new Set<string>();
  while (placed.size < rooms.size) {
    const left = [...rooms].filter((room) => !placed.has(room)).sort();
    const ready = left.filter((room) => (graph[room] ?? []).every((dep) => placed.has(dep)));
    if (ready.length === 0) throw new Error(`The rooms import each other in a cycle: ${cycleAmong(graph, left)}`);
    for (const room of ready) placed.add(room);
    order.push(...ready);
  }
  return order;
}

/** A cycle among rooms none of which could be placed: each imports one of them, so walking those edges repeats. */
function cycleAmong(graph: RoomGraph, left: string[]): string {
  const path = [left[0]!];
  for (;;) {
    const next = (graph[path.at(-1)!] ?? []).filter((dep) => left.includes(dep)).sort()[0]!;
    const seen = path.indexOf(next);
    if (seen >= 0) return [...path.slice(seen), next].join(' → ');
    path.push(next);
  }
}

describe('the rooms of the API point one way', () => {
  it('sorts MAY_IMPORT bottom first, each room after every room it imports', () => {
    const order = roomsBottomFirst(MAY_IMPORT);
    expect(new Set(order)).toEqual(new Set([...Object.keys(MAY_IMPORT), ...Object.values(MAY_IMPORT).flat()]));
    for (const [room, imports] of Object.entries(MAY_IMPORT)) {
      for (const dep of imports) expect(order.indexOf(dep), `${room} imports ${dep}`).toBeLessThan(order.indexOf(room));
    }
    expect(order.slice(0, 3)).toEqual(['audit', 'common', 'config']);
  });

  it('fails on a cycle, naming its rooms', () => {
    expect(() => roomsBottomFirst({ a: ['b'], b: ['c'], c: ['a'], d: [], e: ['a', 'd'] })).toThrow(
      'The rooms import each other in a cycle: a → b → c → a',
    );
  });

  it('fails when one back edge is added to the real table: config importing mail again', () => {
    const withCycle = { ...MAY_IMPORT, config: ['mail'] };
    expect(() => roomsBottomFirst(withCycle)).toThrow(/cycle: .*config → mail/);
  });

  it('names only rooms that exist, and every room but the composition roots', () => {
    const src = fileURLToPath(new URL('.', import.meta.url));
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    // database/ holds the migrations and the entity list, which name every room: it composes, like bootstrap.ts.
    expect(Object.keys(MAY_IMPORT).sort()).toEqual(folders.filter((name) => name !== 'database').sort());
    for (const dep of Object.values(MAY_IMPORT).flat()) expect(folders).toContain(dep);
  });
});
