/**
 * Percent bands of the pipeline, chosen so the web's phase labels (spec §4: connecting <20, scraping <40,
 * analysing <60, finding decision makers <80, preparing <100) describe what is really happening. Reading (listing
 * and job pages, each kept job scored and its contact looked up as it comes) is most of a search; the contacts of
 * the last jobs close it.
 */
export const BANDS = {
  reading: [2, 70],
  contacts: [70, 97],
} as const;

/** Where in its band a stage is: `done` of `total`, as a whole percent. */
export function percentIn(band: readonly [number, number], done: number, total: number): number {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  return Math.floor(band[0] + (band[1] - band[0]) * share);
}
