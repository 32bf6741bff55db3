import { questionTypeList } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { findVideoTutorial, formatVideoTime, videoTutorials } from './video-library';

describe('the video library', () => {
  it('lists the recorded videos in the registry order, with versioned media URLs', () => {
    const recorded = videoTutorials.map((video) => video.type.id);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded).toEqual(questionTypeList.map((type) => type.id).filter((id) => recorded.includes(id)));
    for (const video of videoTutorials) {
      expect(video.videoUrl).toMatch(new RegExp(`^/api/media/video-tutorial-${video.type.id}\\.webm\\?v=[0-9a-f]{16}$`));
      expect(video.captionsUrl).toMatch(new RegExp(`^/api/media/video-tutorial-${video.type.id}\\.vtt\\?v=[0-9a-f]{16}$`));
      expect(video.transcript.length).toBeGreaterThan(0);
    }
  });

  it('finds a video by task type id, and nothing for another id', () => {
    expect(findVideoTutorial('read-aloud')?.type.title).toBe('Read Aloud');
    expect(findVideoTutorial('not-a-task-type')).toBeUndefined();
  });

  it.each([
    [0, '0:00'],
    [9.6, '0:10'],
    [61, '1:01'],
    [125.2, '2:05'],
  ])('formats %f seconds as %s', (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });
});
