// The screen the build draws into this app's HTML (tooling/vite/src/first-screen.js): every page
// first shows the start-up session check, so that shows before the app's code has loaded.
import { SessionCheckScreen } from '@academy/auth/guards';
import { renderToString } from 'react-dom/server';
import { Providers } from './providers.tsx';

export default function firstScreen(): string {
  return renderToString(
    <Providers>
      <SessionCheckScreen />
    </Providers>,
  );
}
