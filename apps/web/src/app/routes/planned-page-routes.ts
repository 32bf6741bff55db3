import { paths } from '@/lib/paths';

/** Routes of the resource and account pages whose content is not built yet (see `coming-soon.tsx`). */
export const plannedPageRoutes: string[] = [paths.resources.videoTutorials];
