import { describe, expect, it } from 'vitest';
import { loggablePath } from './errors';

describe('loggablePath', () => {
  it('hides the secret of review links, calendar feeds and invitations', () => {
    expect(loggablePath('/api/review/abcDEF123_-x')).toBe('/api/review/…');
    expect(loggablePath('/api/review/abcDEF123/items/9/answer')).toBe('/api/review/…/items/9/answer');
    expect(loggablePath('/r/abcDEF123')).toBe('/r/…');
    expect(loggablePath('/api/feeds/s3cr3t.ics')).toBe('/api/feeds/…');
    expect(loggablePath('/api/invitations/tok3n_-x/accept')).toBe('/api/invitations/…/accept');
    expect(loggablePath('/convite/tok3n_-x')).toBe('/convite/…');
  });

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/content/42')).toBe('/api/content/42');
    expect(loggablePath('/api/reviewers/1')).toBe('/api/reviewers/1');
  });
});
