import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAudioPlayback } from '../testing/render-practice';
import { ListeningAudioPlayer } from './listening-audio-player';

function audioElement(): HTMLAudioElement {
  const audio = screen.getByRole('region', { name: 'Recording' }).querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

describe('ListeningAudioPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down, then plays the recording once, with progress and status', async () => {
    const { play } = stubAudioPlayback();
    render(<ListeningAudioPlayer src="/api/media/lmcsa-001.mp3" startDelaySeconds={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Beginning in 3 seconds');
    await act(async () => vi.advanceTimersByTime(1100));
    expect(screen.getByRole('status')).toHaveTextContent('Beginning in 2 seconds');
    expect(play).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Playing');

    const audio = audioElement();
    Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
    Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 10 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('0:10 / 0:40')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Playback progress' })).toHaveAttribute('aria-valuenow', '10');

    fireEvent.ended(audio);
    expect(screen.getByRole('status')).toHaveTextContent('Completed');
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('replays only when practice-mode replay is turned on', async () => {
    const { play } = stubAudioPlayback();
    render(<ListeningAudioPlayer src="/api/media/wfd-001.mp3" startDelaySeconds={0} />);
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.ended(audioElement());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Practice mode: allow replay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('sets the volume', () => {
    stubAudioPlayback();
    render(<ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={5} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '30' } });
    expect(audioElement().volume).toBeCloseTo(0.3);
  });

  it('starts at once with "Start now", and hands the learner a Play button when the browser refuses to start', async () => {
    const { play } = stubAudioPlayback();
    play.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    render(<ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Press Play to listen');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Playing');
  });

  it('says when the recording fails to load or is missing', () => {
    stubAudioPlayback();
    const { unmount } = render(<ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={5} />);
    fireEvent.error(audioElement());
    expect(screen.getByRole('status')).toHaveTextContent('The recording could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    render(<ListeningAudioPlayer src={undefined} startDelaySeconds={5} />);
    expect(screen.getByRole('status')).toHaveTextContent('The recording for this question is not available.');
  });
});
