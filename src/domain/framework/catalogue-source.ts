/**
 * Where the requirement catalogue comes from, said wherever the catalogue is served or used: ASD's
 * Essential Eight Maturity Model (November 2023; ASD's page gives it as last updated 27 November 2023),
 * published by the Commonwealth of Australia under the Creative Commons Attribution 4.0 International
 * licence, which lets others reuse it with attribution and without suggesting ASD endorses them.
 */
export interface CatalogueSource {
  title: string;
  publisher: string;
  published: string;
  licence: { name: string; url: string };
  /** That the product is not ASD's and ASD does not endorse it. */
  notice: string;
  /** The attribution in one sentence, as a page or report shows it. */
  attribution: string;
}

/** The catalogue's source, its licence and what the product is not. */
export const CATALOGUE_SOURCE: CatalogueSource = {
  title: 'Essential Eight Maturity Model',
  publisher: 'Australian Signals Directorate (ASD)',
  published: 'November 2023',
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  notice: 'This product is not an ASD publication, and ASD does not endorse it.',
  attribution:
    "The requirements are based on the Essential Eight Maturity Model (November 2023) by the Australian Signals Directorate (ASD), © Commonwealth of Australia, licensed under CC BY 4.0, and are put in this product's own words. This product is not an ASD publication, and ASD does not endorse it.",
};
