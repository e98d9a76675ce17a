// The classroom's and the admin's layouts read the bell's unread count on the server with the page
// (decision 028): the header's first visit calls no API. Later pages keep the count the cache has;
// the live channel keeps it current.
import { prefetch } from '@academy/api-client/prefetch';
import { unreadNotificationCountQuery } from '@academy/api-client/queries/live';

export const bellCountLoader = () =>
  prefetch((client) => [client.prefetchQuery(unreadNotificationCountQuery())]);
