import { useParams } from 'react-router';
import { MockTestPlayerPage } from '@/features/mock-test-player/mock-test-player-page';

/** `/mock-tests/session/:sessionId`: the test being taken, in exam mode; a fresh player for each session. */
export function MockTestSessionRoute() {
  const { sessionId = '' } = useParams();
  return <MockTestPlayerPage key={sessionId} />;
}
