import { mockApi } from '@academy/api-client/mocks/api';
import {
  myConsentHandlers,
  sampleConsentDocuments,
  sampleMyConsents,
} from '@academy/api-client/mocks/consents';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { describe, expect, it } from 'vitest';
import { loader } from './ClassroomLayout.tsx';

// The layout's server loader: a student who has not agreed to the current version of a required
// document is sent to /agree first, with the page asked for to return to.
const api = mockApi();
const load = (path: string) =>
  loader({ request: new Request(`http://class.test${path}`), params: {}, context: {} } as never);

describe('the classroom layout on a first visit', () => {
  it('sends a student with a new version of the terms to /agree, then back to the page', async () => {
    api.use(
      ...notificationHandlers({ unreadCount: 0 }),
      ...myConsentHandlers(sampleMyConsents(sampleConsentDocuments(2))),
    );
    const refused = await load('/mypage?tab=privacy').catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe(
      '/agree?to=%2Fmypage%3Ftab%3Dprivacy',
    );
    // The agree page itself is drawn, not sent on again.
    await expect(load('/agree?to=%2Fdashboard')).resolves.toHaveProperty('dehydrated');
  });

  it('lets a student who agreed to the current versions through', async () => {
    api.use(...notificationHandlers({ unreadCount: 0 }), ...myConsentHandlers(sampleMyConsents()));
    await expect(load('/dashboard')).resolves.toHaveProperty('dehydrated');
  });
});
