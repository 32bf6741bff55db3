import { questionTypeList, type QuestionType } from '@pte/exam';
import { z } from 'zod';

/**
 * The video tutorials, as `npm run videos` lists them in `content/media/video-tutorials.json`: one recorded
 * walkthrough per task type, served by the API from `content/media` with its WebVTT captions.
 */

const mediaFileSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(webm|vtt)$/), bytes: z.number().int().positive(), hash: z.string().regex(/^[0-9a-f]{16}$/) });

const manifestSchema = z.object({
  videos: z.array(
    z.object({
      typeId: z.string(),
      title: z.string(),
      durationSeconds: z.number().positive(),
      video: mediaFileSchema,
      captions: mediaFileSchema,
      transcript: z.array(z.object({ start: z.number().nonnegative(), text: z.string().min(1) })).min(1),
    }),
  ),
});

/** One line of a video's transcript: when it is heard and what is said (or, in brackets, what is heard). */
interface TranscriptLine {
  start: number;
  text: string;
}

/** The video tutorial of one task type. */
export interface VideoTutorial {
  type: QuestionType;
  durationSeconds: number;
  /** The WebM file's URL, versioned by its content hash so browsers may cache it for good. */
  videoUrl: string;
  /** The WebVTT captions' URL, versioned likewise. */
  captionsUrl: string;
  transcript: readonly TranscriptLine[];
}

/** A media file's URL as the API serves it: `/api/media/<file>?v=<hash>`. */
function mediaUrl(file: z.infer<typeof mediaFileSchema>): string {
  return `/api/media/${encodeURIComponent(file.file)}?v=${file.hash}`;
}

/** Every video tutorial, in the registry's order, read from the manifest (entries for unknown types are left out). */
function readVideoTutorials(manifest: unknown): VideoTutorial[] {
  const { videos } = manifestSchema.parse(manifest);
  const byType = new Map(videos.map((video) => [video.typeId, video]));
  return questionTypeList.flatMap((type) => {
    const video = byType.get(type.id);
    return video
      ? [{ type, durationSeconds: video.durationSeconds, videoUrl: mediaUrl(video.video), captionsUrl: mediaUrl(video.captions), transcript: video.transcript }]
      : [];
  });
}

// Bundled with the page; a checkout where `npm run videos` has not run yet simply has no videos.
const manifestFiles = import.meta.glob<unknown>('../../../../../content/media/video-tutorials.json', { eager: true, import: 'default' });

/** The product's video tutorials. */
export const videoTutorials: readonly VideoTutorial[] = readVideoTutorials(Object.values(manifestFiles)[0] ?? { videos: [] });

/** The video tutorial of task type `typeId`, if there is one. */
export function findVideoTutorial(typeId: string): VideoTutorial | undefined {
  return videoTutorials.find((video) => video.type.id === typeId);
}

/** `m:ss`, the length or position of a video. */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
