import { useParams } from 'react-router';
import { MockTestPlayer } from './mock-test-player';

/** The page of a test being taken (`/mock-tests/session/:sessionId`): the player of the sitting in the route. */
export function MockTestPlayerPage() {
  const { sessionId } = useParams();
  if (!sessionId) {
    return (
      <p role="alert" className="text-sm text-destructive">
        This test link is incomplete. Open the test again from the mock tests page.
      </p>
    );
  }
  return <MockTestPlayer key={sessionId} sessionId={sessionId} />;
}
