/**
 * What the exposure and time-to-detect figures rest on. No public report gives a breach cost for one
 * Essential Eight strategy at one maturity level, nor a time to detect by maturity level, so every such
 * figure the product shows is its own illustrative model, and says so. Beside the model, published
 * figures give the scale; each names its report, publisher, year and the figure used, and nothing else
 * from the report is claimed.
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

/** The overview's figures that rest on the model (each control's band is part of the first: the total adds the bands' lower ends). */
export type ModelledFigure = 'controlsExposure' | 'organisationExposureBand' | 'timeToDetect';

/** What a figure rests on: always the product's model (no published figure fits), with the published figures that give its scale. */
export interface FigureBasis {
  model: 'illustrative';
  /** The published figures set beside the model, for scale; they are not its inputs. */
  forScale: readonly PublicSource[];
}

/** The label every modelled figure carries. */
export const ILLUSTRATIVE_MODEL_LABEL = "The product's illustrative model, not a published figure";

/** The basis of each modelled figure. */
export const FIGURE_BASES: Record<ModelledFigure, FigureBasis> = {
  controlsExposure: { model: 'illustrative', forScale: [ASD_CYBER_THREAT_REPORT_2023_24, IBM_COST_OF_A_DATA_BREACH_2024] },
  organisationExposureBand: { model: 'illustrative', forScale: [IBM_COST_OF_A_DATA_BREACH_2024] },
  timeToDetect: { model: 'illustrative', forScale: [IBM_COST_OF_A_DATA_BREACH_2024] },
};

/** A citation in words: "Cost of a Data Breach Report 2024 (IBM and the Ponemon Institute, 2024): average cost …". */
export function citationInWords(source: PublicSource): string {
  return `${source.title} (${source.publisher}, ${source.year}): ${source.figure}`;
}

/** What a modelled figure rests on, in one line: the model label, then the reports that give its scale, by title (a report cites them in full below its figures). */
export function figureBasisInWords(figure: ModelledFigure): string {
  const basis = FIGURE_BASES[figure];
  return `${ILLUSTRATIVE_MODEL_LABEL}; for scale see ${basis.forScale.map((source) => source.title).join(' and ')}.`;
}

/** The same note in brief, for the one-page summary: each source by title, publisher and year, with the figures used. */
export function figureSourcesBrief(): string {
  return `Exposure and time to detect are the product's illustrative model. For scale: ${ASD_CYBER_THREAT_REPORT_2023_24.title} (ASD, ${ASD_CYBER_THREAT_REPORT_2023_24.year}), A$49,600 to A$63,600 average cost per business cybercrime report; ${IBM_COST_OF_A_DATA_BREACH_2024.title} (IBM, ${IBM_COST_OF_A_DATA_BREACH_2024.year}), A$4.26 million average Australian breach, 266 days to identify and contain.`;
}

/** A report's list of sources: the model said once, then each source cited in full, one a line. */
export function figureSourceLines(): string[] {
  return [
    "Exposure and time to detect are the product's illustrative model, not published figures and not a prediction for this organisation. Published figures for scale:",
    ...FIGURE_SOURCES.map((source) => `${citationInWords(source)}.`),
  ];
}
