import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadStoredRecording } from '../state/speech-requests';

type PlayerState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/**
 * A recording the server stored with an assessment: loaded (with the learner's sign-in) when asked for, then
 * played in an audio player.
 */
export function StoredRecordingPlayer({ url, label = 'Play your recording' }: { url: string; label?: string }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PlayerState>({ status: 'idle' });

  useEffect(
    () => () => {
      if (state.status === 'ready') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  const load = async () => {
    setState({ status: 'loading' });
    const action = await dispatch(loadStoredRecording(url));
    if (loadStoredRecording.fulfilled.match(action)) setState({ status: 'ready', url: action.payload });
    else setState({ status: 'failed', message: action.payload ?? 'Your recording could not be loaded.' });
  };

  if (state.status === 'ready') return <audio controls autoPlay src={state.url} aria-label={label} className="w-full max-w-md" />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void load()} disabled={state.status === 'loading'}>
        {state.status === 'loading' ? <Spinner /> : <Play aria-hidden />}
        {label}
      </Button>
      {state.status === 'failed' && (
        <span role="alert" className="text-sm text-destructive">
          {state.message}
        </span>
      )}
    </div>
  );
}
