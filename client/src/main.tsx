// First, so the components' own styles (imported with them) come after the shared base.
import '@/styles/global.css';
import { wasSignedIn } from '@/auth/signedInHint';
import { nextTask } from '@/ui/nextTask';

const container = document.getElementById('root') as HTMLElement;

/**
 * The server's prerendered guest view (server/src/http/prerender.ts): the Apollo cache it was
 * rendered from, when this browser is a guest's. Someone signed in gets their own view instead:
 * the prerendered markup (hidden for them by index.html's script and global.css) is dropped.
 */
function takePrerendered(): string | null {
  const state = document.getElementById('prerendered-state');
  state?.remove();
  if (!container.hasAttribute('data-prerendered')) return null;
  if (state?.textContent && !wasSignedIn()) return state.textContent;
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  return null;
}

/**
 * The app's code is evaluated in parts, each in its own task (React DOM, Apollo, the router, the
 * rest): evaluated as one module graph it was a single task of ~100 ms on a fast desktop, several
 * times that on a phone, during which the prerendered page took no tap. The parts are fetched
 * at once (vite.config.ts lists them as modulepreloads of the page); only their evaluation waits.
 */
async function boot(container: HTMLElement, prerendered: string | null): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@/apollo/client');
  await nextTask();
  await import('@/router');
  await nextTask();
  const { start } = await import('@/start');
  await nextTask();
  await start(container, prerendered);
}

boot(container, takePrerendered()).catch(async (error: unknown) => {
  console.error(error);
  const { showStartupError } = await import('@/start');
  showStartupError(container);
});
