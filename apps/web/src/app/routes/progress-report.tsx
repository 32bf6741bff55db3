import { ProgressReportPage } from '@/features/progress-report/progress-report-page';
import { paths } from '@/lib/paths';

/** `/progress-report`: the learner's Progress Report; its charts library loads only with this route. */
export function ProgressReportRoute() {
  return <ProgressReportPage settingsPath={paths.settings} />;
}
