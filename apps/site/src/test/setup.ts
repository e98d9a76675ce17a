// The providers every screen of this app has, for render() from @academy/vitest-config/render.
import { AppProviders } from '@academy/ui/AppProviders';
import { setTestProviders } from '@academy/vitest-config/render';

setTestProviders(AppProviders);
