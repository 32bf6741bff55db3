import { practiceRoute, sections } from '@pte/exam';
import { ArrowLeft, BookOpen, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths, taskGuidePath } from '@/lib/paths';
import { formatVideoTime, type VideoTutorial } from './video-library';
import { VideoTutorialPlayer } from './video-tutorial-player';

/** `/resources/video-tutorials/<type id>`: one task's video tutorial, with its transcript and links to its guide and practice page. */
export function VideoTutorialPage({ video }: { video: VideoTutorial }) {
  const { type } = video;
  const section = sections.find((candidate) => candidate.id === type.section);
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to={paths.resources.videoTutorials} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          All video tutorials
        </Link>
        <p className="text-sm font-medium text-primary">{section?.title ?? ''} video tutorial</p>
        <h1 className="text-2xl font-semibold tracking-tight">{type.title}</h1>
        <p className="text-sm text-muted-foreground">{formatVideoTime(video.durationSeconds)} · captions in English</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={practiceRoute(type)}>
              <Play aria-hidden />
              Practise {type.title}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={taskGuidePath(type.id)}>
              <BookOpen aria-hidden />
              Read the {type.title} guide
            </Link>
          </Button>
        </div>
      </header>
      <VideoTutorialPlayer video={video} />
    </article>
  );
}
