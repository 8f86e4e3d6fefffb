import { usePwaStore } from './pwa-store';

// Not in TypeScript's DOM library: Chromium's installation event.
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Called at start-up, before anything async: the browser may fire the event as soon as the page loads. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the app offers "install" where it fits.
    event.preventDefault();
    const prompt = event as BeforeInstallPromptEvent;
    usePwaStore.setState({
      canInstall: true,
      install: async () => {
        await prompt.prompt();
        await prompt.userChoice;
        // A prompt can be shown once; the browser fires a new event if installation is offered again.
        usePwaStore.setState({ canInstall: false });
      },
    });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ canInstall: false }));
}
