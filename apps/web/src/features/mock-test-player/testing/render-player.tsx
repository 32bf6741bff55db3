import { Route, Routes } from 'react-router';
import type { AudioDevice } from '@/features/practice/recording/audio-device';
import { AudioDeviceContext } from '@/features/practice/recording/audio-device-context';
import { renderWithStore } from '@/testing/render-app';
import { memoryPlayerStorage, PlayerStorageContext, type PlayerStorage } from '../device-storage';
import { MockTestPlayerPage } from '../mock-test-player-page';
import { SESSION_ID, type createTestSessionDouble } from './test-session-double';

/**
 * Renders the player at `/mock-tests/session/{SESSION_ID}` over the session double, with `storage` as this device's
 * storage (a fresh one in memory unless a test hands one over, e.g. to reload the page over the same device) and
 * `audioDevice` as the microphone.
 */
export function renderPlayer(double: ReturnType<typeof createTestSessionDouble>, options: { storage?: PlayerStorage; audioDevice?: AudioDevice } = {}) {
  const storage = options.storage ?? memoryPlayerStorage();
  const { audioDevice } = options;
  const view = renderWithStore(
    <Routes>
      <Route path="/mock-tests/session/:sessionId" element={<MockTestPlayerPage />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      path: `/mock-tests/session/${SESSION_ID}`,
      routes: double.routes,
      wrapper: (children) => (
        <PlayerStorageContext.Provider value={storage}>
          {audioDevice ? <AudioDeviceContext.Provider value={audioDevice}>{children}</AudioDeviceContext.Provider> : children}
        </PlayerStorageContext.Provider>
      ),
    },
  );
  return { ...view, storage };
}
