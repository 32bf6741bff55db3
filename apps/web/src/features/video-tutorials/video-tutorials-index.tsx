import { questionTypeList, questionTypesInSection, sections } from '@pte/exam';
import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { videoTutorialPath } from '@/lib/paths';
import { formatVideoTime, videoTutorials } from './video-library';

/**
 * `/resources/video-tutorials`: a short video for each task type recorded so far, grouped by section in the
 * registry's order, each showing the task being done in PTE Coach, narrated and captioned; the tasks whose video is
 * not recorded yet are named.
 */
export function VideoTutorialsIndex() {
  const notRecorded = questionTypeList.filter((type) => !videoTutorials.some((video) => video.type.id === type.id));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Video Tutorials</h1>
        <p className="text-muted-foreground">
          A short walkthrough of a task: what it asks, its timing, how it is scored and one tip, shown on the real practice page from the first
          click to the assessment. Every video has captions and a transcript.
        </p>
        {notRecorded.length > 0 && (
          <p className="text-sm text-muted-foreground">Not recorded yet: {notRecorded.map((type) => type.title).join(', ')}. Their guides in Study Materials cover the same ground.</p>
        )}
      </header>
      {sections.map((section) => {
        const videos = videoTutorials.filter((video) => video.type.section === section.id);
        if (videos.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`videos-${section.id}`} className="flex flex-col gap-3">
            <h2 id={`videos-${section.id}`} className="text-lg font-semibold">
              {section.title}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {questionTypesInSection(section.id).flatMap((type) => {
                const video = videos.find((candidate) => candidate.type.id === type.id);
                if (!video) return [];
                return [
                  <li key={type.id} className="flex items-center gap-3 rounded-lg border bg-card p-4">
                    <PlayCircle aria-hidden className="size-8 shrink-0 text-primary" />
                    <div className="flex flex-col">
                      <Link to={videoTutorialPath(type.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                        {type.title}
                      </Link>
                      <span className="text-sm text-muted-foreground">
                        <span className="sr-only">Length </span>
                        {formatVideoTime(video.durationSeconds)}
                      </span>
                    </div>
                  </li>,
                ];
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
