/**
 * Percent bands of the pipeline, chosen so the web's phase labels (spec §4: connecting <20, scraping <40,
 * analysing <60, finding decision makers <80, preparing <100) describe what is really happening.
 */
export const BANDS = {
  listing: [2, 30],
  details: [30, 60],
  filtering: [60, 70],
  companies: [70, 80],
  contacts: [80, 97],
} as const;

/** Where in its band a stage is: `done` of `total`, as a whole percent. */
export function percentIn(band: readonly [number, number], done: number, total: number): number {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  return Math.floor(band[0] + (band[1] - band[0]) * share);
}
