import { useThunkResult } from '@/app/use-thunk-result';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PredictionCards } from './prediction-cards';
import { loadProgressReport } from './progress-report-request';
import { AttemptsPerDayPanel, EnablingSkillsPanel, SkillTrendPanel, TaskTypePanel } from './report-charts';
import { TopGains } from './top-gains';

/**
 * The Progress Report (loaded each time the page opens): predicted bands per skill with the distance to the
 * target, the task types that would gain most, and four charts, each with its data as a table and an empty state
 * saying how to fill it. `settingsPath` is where the learner sets a target score.
 */
export function ProgressReportPage({ settingsPath }: { settingsPath: string }) {
  const { result, retry } = useThunkResult(() => loadProgressReport(), 'report', 'Your progress report could not be loaded.');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Progress Report</h1>
        <p className="mt-1 text-sm text-muted-foreground">How your scores move over time, where they are likely to be now, and what to practise next.</p>
      </div>
      {result.status === 'loading' && <LoadingPlaceholder label="Loading your progress report…" blocks={['h-32', 'h-72', 'h-72']} />}
      {result.status === 'failed' && <RetryAlert message={result.message} onRetry={retry} />}
      {result.status === 'loaded' && (
        <>
          <PredictionCards report={result.value} settingsPath={settingsPath} />
          <TopGains gains={result.value.topGains} targetScore={result.value.targetScore} />
          <SkillTrendPanel weeks={result.value.skillsOverTime} />
          <TaskTypePanel types={result.value.taskTypes} />
          <EnablingSkillsPanel weeks={result.value.enablingSkillsOverTime} />
          <AttemptsPerDayPanel days={result.value.attemptsPerDay} />
        </>
      )}
    </div>
  );
}
