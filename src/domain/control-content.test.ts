import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { allControlContent, controlContent, recommendationsToTarget } from './control-content';
import { asksNothingNew } from './levels-asking-nothing-new';

describe('control content', () => {
  it('describes all eight controls in wizard order, each in full', () => {
    const content = allControlContent();
    expect(content.map((control) => control.id)).toEqual([...CONTROL_IDS]);
    for (const control of content) {
      expect(control.title.length).toBeGreaterThan(5);
      expect(control.description.length).toBeGreaterThan(80);
      expect(control.targetQuestion).toMatch(/\?$/);
      expect(control.currentQuestion).toMatch(/\?$/);
      expect(Object.keys(control.targetDescriptions)).toEqual(['1', '2', '3']);
      expect(Object.keys(control.currentLevelMeanings)).toEqual(['0', '1', '2', '3']);
      for (const level of [0, 1, 2] as const) {
        expect(control.recommendations[level].title).not.toBe('');
        expect(control.recommendations[level].items.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('states the Maturity Level One patching timeframes of the November 2023 model', () => {
    const meaning = controlContent('patch-applications').currentLevelMeanings[1];
    expect(meaning).toMatch(/within 48 hours/);
    expect(meaning).toMatch(/exploit/);
    expect(meaning).toMatch(/within two weeks/);
  });

  it('gives every 48-hour patching time frame the condition the model sets: vendor-assessed critical or a working exploit', () => {
    const texts = (['patch-applications', 'patch-operating-systems'] as const).flatMap((id) => {
      const control = controlContent(id);
      return [
        ...Object.values(control.targetDescriptions),
        ...Object.values(control.currentLevelMeanings),
        ...Object.values(control.recommendations).flatMap((group) => [group.title, ...group.items]),
      ];
    });
    const timed = texts.filter((text) => /within 48 hours of release/.test(text));
    expect(timed.length).toBeGreaterThanOrEqual(8);
    for (const text of timed) expect(text).toMatch(/when vendors assess a vulnerability as critical or a working exploit exists/);
    for (const text of texts) expect(text).not.toMatch(/critical or exploited/);
  });

  it("names every kind of online service the model's Maturity Level One MFA covers", () => {
    const target = controlContent('multi-factor-authentication').targetDescriptions[1];
    expect(target).toMatch(/own online services and third-party online services that hold its sensitive data/);
    expect(target).toMatch(/own and third-party online customer services that hold sensitive customer data/);
    expect(target).toMatch(/where it is available, third-party online services that hold its non-sensitive data/);
  });

  it('logs privileged events centrally at Maturity Level Two but analyses only internet-facing server logs until Level Three', () => {
    const { targetDescriptions } = controlContent('restrict-administrative-privileges');
    expect(targetDescriptions[2]).toMatch(/Privileged access events and privileged account and security group management events are centrally logged/);
    expect(targetDescriptions[2]).toMatch(/event logs from internet-facing servers are analysed/);
    expect(targetDescriptions[2]).not.toMatch(/privileged activity/);
    expect(targetDescriptions[3]).toMatch(/event logs from workstations and non-internet-facing servers are analysed/);
  });

  it('says at Levels Two and Three that the lower levels still apply, for every control', () => {
    for (const control of allControlContent()) {
      expect(control.currentLevelMeanings[2], control.id).toMatch(/^As for Maturity Level One\b/);
      expect(control.currentLevelMeanings[3], control.id).toMatch(/^As for Maturity Level Two\b/);
    }
  });

  it('calls the macro strategy by its November 2023 name, in its title and text', () => {
    const macros = controlContent('configure-microsoft-office-macro-settings');
    expect(macros.title).toBe('Restrict Microsoft Office macros');
    expect(macros.targetQuestion).toMatch(/restricting Microsoft Office macros\?$/);
    expect(JSON.stringify(macros)).not.toMatch(/Configure Microsoft Office macro settings|Microsoft Office macro settings/);
  });

  it('makes Maturity Level Two MFA phishing-resistant', () => {
    expect(controlContent('multi-factor-authentication').currentLevelMeanings[2]).toMatch(/phishing-resistant/);
  });

  it('says where a level asks nothing new, as for patching operating systems at Maturity Level Two, and never that the level below covers fewer systems', () => {
    for (const control of allControlContent()) {
      for (const level of [2, 3] as const) {
        const texts = [control.targetDescriptions[level], control.currentLevelMeanings[level], control.recommendations[(level - 1) as 1 | 2].title];
        const saysSame = texts.map((text) => /same eight requirements|no new requirement/.test(text));
        expect(saysSame, `${control.id} at ${level}`).toEqual(texts.map(() => asksNothingNew(control.id, level)));
      }
    }
    const patching = controlContent('patch-operating-systems');
    for (const text of [patching.targetDescriptions[2], patching.currentLevelMeanings[2], patching.recommendations[1].title]) {
      expect(text).not.toMatch(/everywhere|matters more here/);
    }
    expect(patching.currentLevelMeanings[1]).toMatch(/Workstations and non-internet-facing servers and network devices are scanned at least fortnightly and patched within one month/);
  });

  it('recommends the groups from the current level up to the target', () => {
    expect(recommendationsToTarget('regular-backups', 0, 3).map((group) => group.level)).toEqual([0, 1, 2]);
    expect(recommendationsToTarget('regular-backups', 1, 2).map((group) => group.level)).toEqual([1]);
    expect(recommendationsToTarget('regular-backups', 2, 2)).toEqual([]);
    expect(recommendationsToTarget('regular-backups', 3, 3)).toEqual([]);
  });
});
