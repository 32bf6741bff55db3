import { useParams } from 'react-router';
import { findVideoTutorial } from '@/features/video-tutorials/video-library';
import { VideoTutorialPage } from '@/features/video-tutorials/video-tutorial-page';
import { VideoTutorialsIndex } from '@/features/video-tutorials/video-tutorials-index';
import { NotFoundRoute } from './not-found';

/** `/resources/video-tutorials`: the video tutorial of every task type. */
export function VideoTutorialsRoute() {
  return <VideoTutorialsIndex />;
}

/** `/resources/video-tutorials/:typeId`: one task type's video tutorial, or "not found" for a type without one. */
export function VideoTutorialRoute() {
  const { typeId = '' } = useParams();
  const video = findVideoTutorial(typeId);
  return video ? <VideoTutorialPage key={video.type.id} video={video} /> : <NotFoundRoute />;
}
