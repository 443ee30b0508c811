/** What a loader is asked for: how many assessments, and whom to tell as they go in. */
export interface LoadOptions {
  count: number;
  /** Told how many assessments are in so far, every few tens of thousands. */
  onProgress?: (done: number) => void;
}

/** How long a load took: writing the rows, then rebuilding the indexes (and statistics) set aside for it. */
export interface LoadTimes {
  loadSeconds: number;
  indexSeconds: number;
}
