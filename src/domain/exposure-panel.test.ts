import { describe, expect, it } from 'vitest';
import { allControls } from '../../tests/support/assessments';
import { exposureMethod, exposurePanel, ORGANISATION_BAND_NAME, SUMMARY_EXPOSURE_NAME, TIME_TO_DETECT_NAME, weakestStrategySetsExposure } from './exposure-panel';

/** Every "A$" figure in a text. */
const money = (text: string) => text.match(/(?:under )?A\$[\d.,]+(?:-[\d.]+)?[KM]?\+?/g) ?? [];

describe('weakestStrategySetsExposure', () => {
  it('says in words that the weakest strategy sets the exposure when the lowest level is below the floor of the average', () => {
    // One strategy at Maturity Level Zero and seven at Three: the average is 2.6, ASD's overall level is Zero.
    const levels = { ...allControls(3), 'regular-backups': 0 };
    expect(weakestStrategySetsExposure(levels)).toBe('Your weakest strategy, Regular backups at Maturity Level Zero, sets the exposure: an attacker needs only one gap.');
    expect(weakestStrategySetsExposure(levels)).not.toMatch(/A\$|\d/);
  });

  it('names every strategy at the lowest level when several hold it', () => {
    expect(weakestStrategySetsExposure(allControls((_id, index) => index % 4))).toBe(
      'Your weakest strategies, Patch applications and Application control at Maturity Level Zero, set the exposure: an attacker needs only one gap.',
    );
  });

  it('says nothing when the lowest level and the floor of the average agree', () => {
    expect(weakestStrategySetsExposure(allControls(2))).toBe('');
    expect(weakestStrategySetsExposure(allControls(0))).toBe('');
    // Seven at Two and one at One: the average 1.9 rounds down to One, the lowest level.
    expect(weakestStrategySetsExposure({ ...allControls(2), 'patch-applications': 1 })).toBe('');
  });
});

describe('exposurePanel', () => {
  const bands = [
    { title: 'Application control', band: 'A$800K+' },
    { title: 'Patch applications', band: 'A$300-600K' },
  ];

  it("gives the specification's three figures, labelled as the product's illustrative model, and how they relate in one sentence", () => {
    const panel = exposurePanel(allControls((_id, index) => index % 4), bands);
    expect(panel.title).toBe('Risk exposure');
    expect(panel.model).toBe("The product's illustrative model, not a published figure.");
    expect(panel.figures.map((figure) => [figure.name, figure.value])).toEqual([
      [SUMMARY_EXPOSURE_NAME, 'A$1,500,000'],
      [ORGANISATION_BAND_NAME, 'A$1.5-2.5M'],
      [TIME_TO_DETECT_NAME, '200-280 days'],
    ]);
    expect(panel.figures[0].measures).toBe('2 strategies at Maturity Level Zero and 2 at Maturity Level One, each at the flat rate for its level; the other levels add nothing.');
    expect(panel.relation).toBe(
      "The summary figure is a flat amount for each strategy at Maturity Level Zero or One, whatever its target; each strategy's range is its own, not a share of that sum; the organisation-wide band and time to detect follow the average level.",
    );
    expect(panel.relation.split(/\.\s/)).toHaveLength(1);
    expect(panel.bands).toEqual(bands);
  });

  it('holds no money figure but its own: the summary, the organisation-wide band and the strategies\' bands', () => {
    const panel = exposurePanel(allControls((_id, index) => index % 4), bands);
    const shown = [panel.title, panel.model, panel.relation, panel.bandsTitle, ...panel.figures.flatMap((figure) => [figure.name, figure.value, figure.measures]), ...panel.bands.map((entry) => entry.band)];
    expect(shown.flatMap(money)).toEqual(['A$1,500,000', 'A$1.5-2.5M', 'A$800K+', 'A$300-600K']);
  });

  it('says in the organisation-wide band, in words, when the weakest strategy sets the exposure: one at Zero and seven at Three', () => {
    const panel = exposurePanel({ ...allControls(3), 'multi-factor-authentication': 0 }, [{ title: 'Multi-factor authentication', band: 'A$1M+' }]);
    const organisation = panel.figures[1];
    expect(organisation.value).toBe('A$500K-1.5M');
    expect(organisation.measures).toBe(
      'By the average level, 2.6, rounded down. Your weakest strategy, Multi-factor authentication at Maturity Level Zero, sets the exposure: an attacker needs only one gap.',
    );
    expect(panel.weakest).toBe('Your weakest strategy, Multi-factor authentication at Maturity Level Zero, sets the exposure: an attacker needs only one gap.');
    expect(panel.figures[0].value).toBe('A$500,000');
  });

  it('says nothing of the weakest strategy when all eight are at Two', () => {
    const panel = exposurePanel(allControls(2), []);
    expect(panel.figures.map((figure) => figure.value)).toEqual(['A$0', 'A$500K-1.5M', '100-200 days']);
    expect(panel.figures[1].measures).toBe('By the average level, 2.0, rounded down.');
    expect(panel.weakest).toBe('');
    expect(panel.figures[0].measures).toBe('No strategy is at Maturity Level Zero or One, so the flat rate counts nothing.');
    expect(panel.relation).toContain("every strategy has met its target, so no strategy's own range is shown");
  });

  it('counts every strategy at Zero at the flat rate', () => {
    const panel = exposurePanel(allControls(0), []);
    expect(panel.figures[0]).toMatchObject({ value: 'A$4,000,000', measures: '8 strategies at Maturity Level Zero, each at the flat rate for its level; the other levels add nothing.' });
    expect(exposurePanel(allControls(1), []).figures[0].measures).toBe('8 strategies at Maturity Level One, each at the flat rate for its level; the other levels add nothing.');
  });

  it('words how the figures are worked out from the constants, for the note under the panel', () => {
    expect(exposureMethod()).toContain('the summary counts A$500,000 for each strategy at Maturity Level Zero and A$250,000 for each at Maturity Level One');
    expect(exposureMethod()).toContain('(A$400,000 to A$1,200,000 by strategy)');
  });
});
