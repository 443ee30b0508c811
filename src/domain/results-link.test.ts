import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './branding';
import { refusedResultsLinkMessage } from './results-link';

describe('a results link that opens nothing', () => {
  it('says the link is wrong or replaced and offers both ways to a new one, with the consultancy’s contact details', () => {
    expect(refusedResultsLinkMessage({ ...DEFAULT_BRANDING, contactPhone: '02 9000 0000' })).toBe(
      'This link to the results is wrong, or it has been replaced by a newer one. To get a new link, open the results in the browser that submitted them and copy the link there, ' +
        'or ask Essential Eight Advisory (consult@advisory.example.com, 02 9000 0000) to send you a fresh link.',
    );
  });

  it('names the consultancy alone when the branding gives no way to reach it', () => {
    expect(refusedResultsLinkMessage({ companyName: 'Advisory Co', contactEmail: ' ', contactPhone: undefined })).toMatch(/or ask Advisory Co to send you a fresh link\.$/);
  });
});
