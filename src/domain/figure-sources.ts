/**
 * What the exposure and time-to-detect figures rest on. No public report gives a breach cost for one
 * Essential Eight strategy at one maturity level, nor a time to detect by maturity level, so every such
 * figure the product shows is its own illustrative model, and says so. Published figures give the scale
 * in a note under the model's figures, never beside them; each names its report, publisher, year and the
 * figure used, says what it measures, and nothing else from the report is claimed.
 */

/** A published figure the product cites: the report, who published it, when, and the figure used. */
export interface PublicSource {
  title: string;
  publisher: string;
  year: number;
  /** The figure used, in our words. */
  figure: string;
}

/** ASD's yearly threat report: the average self-reported cost of cybercrime per report, by business size, financial year 2023-24. */
export const ASD_CYBER_THREAT_REPORT_2023_24: PublicSource = {
  title: 'ASD Cyber Threat Report 2023-2024',
  publisher: 'Australian Signals Directorate',
  year: 2024,
  figure: 'average self-reported cost of cybercrime per report: A$49,600 for a small business, A$62,800 for a medium one and A$63,600 for a large one',
};

/** IBM's yearly study, run by the Ponemon Institute: Australia's average breach cost and how long its breaches took to find and contain. */
export const IBM_COST_OF_A_DATA_BREACH_2024: PublicSource = {
  title: 'Cost of a Data Breach Report 2024',
  publisher: 'IBM and the Ponemon Institute',
  year: 2024,
  figure: 'average cost of a data breach in Australia A$4.26 million; Australian organisations took 266 days on average to identify and contain a breach',
};

/** Every source a report lists, in the order its notes cite them. */
export const FIGURE_SOURCES: readonly PublicSource[] = [ASD_CYBER_THREAT_REPORT_2023_24, IBM_COST_OF_A_DATA_BREACH_2024];

/** The label the exposure panel carries: every money figure and time to detect the product shows is its own model. */
export const ILLUSTRATIVE_MODEL_LABEL = "The product's illustrative model, not a published figure";

/** A citation in words: "Cost of a Data Breach Report 2024 (IBM and the Ponemon Institute, 2024): average cost …". */
export function citationInWords(source: PublicSource): string {
  return `${source.title} (${source.publisher}, ${source.year}): ${source.figure}`;
}

/** What the published figures measure, and that they are not the model's inputs: said before they are cited. */
export const FOR_SCALE_LEAD =
  "Published figures, for scale only: they are not inputs of the model and measure other things. ASD's is the average loss a business reported per cybercrime report; IBM's is the average cost of one data breach across the Australian organisations it studied.";

/** The note under the one-page summary's exposure panel, in two lines: what each published figure measures, by its report's title. */
export function figureSourcesBrief(): string {
  return `For scale only, not inputs of the model: ${ASD_CYBER_THREAT_REPORT_2023_24.title}, A$49,600 to A$63,600, the average loss a business reported per cybercrime report; IBM ${IBM_COST_OF_A_DATA_BREACH_2024.title}, A$4.26 million, the average cost of one Australian data breach, and 266 days to identify and contain it.`;
}

/** A report's note on the published figures: what they measure, then each source cited in full, one a line. */
export function figureSourceLines(): string[] {
  return [FOR_SCALE_LEAD, ...FIGURE_SOURCES.map((source) => `${citationInWords(source)}.`)];
}
