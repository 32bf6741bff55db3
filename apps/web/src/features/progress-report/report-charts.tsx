import type { ProgressReport } from '@pte/contract';
import { enablingSkills, questionTypes, sections } from '@pte/exam';
import { ChartPanel } from '@/components/charts/chart-panel';
import { TrendLineChart } from '@/components/charts/trend-line-chart';
import { shortDay, weekLabel } from './report-dates';
import { SingleBarChart } from './single-bar-chart';

const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);
const emptyNote = (text: string) => <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{text}</p>;

/** The 10–90 average of each skill per week over the last 12 weeks. */
export function SkillTrendPanel({ weeks }: { weeks: ProgressReport['skillsOverTime'] }) {
  const points = weeks.map((week) => ({
    label: shortDay(week.weekStart),
    ...Object.fromEntries(sections.map((section) => [section.id, week.skills.find((entry) => entry.skill === section.id)?.average ?? null])),
  }));
  const practised = weeks.some((week) => week.skills.length > 0);
  return (
    <ChartPanel
      title="Score per skill over time"
      description="Your weekly average per skill on the 10–90 scale, over the last 12 weeks (weeks start on Monday)."
      empty={practised ? undefined : emptyNote('Answer a few questions in any task to see your skills week by week.')}
      table={{
        caption: 'Weekly average per skill',
        columns: ['Week', ...sections.map((section) => section.title)],
        rows: weeks.map((week) => ({
          label: weekLabel(week.weekStart),
          cells: sections.map((section) => {
            const entry = week.skills.find((skill) => skill.skill === section.id);
            return entry ? `${entry.average} (${attemptsText(entry.attempts)})` : '—';
          }),
        })),
      }}
    >
      <TrendLineChart points={points} series={sections.map((section) => ({ key: section.id, name: section.title }))} domain={[10, 90]} />
    </ChartPanel>
  );
}

/** The average of every task type practised, with its best and number of attempts in the table. */
export function TaskTypePanel({ types }: { types: ProgressReport['taskTypes'] }) {
  return (
    <ChartPanel
      title="Score per task type"
      description="Your average on the 10–90 scale for every task type you have practised."
      empty={types.length > 0 ? undefined : emptyNote('Answer questions of any task type to compare your averages here.')}
      table={{
        caption: 'Average, best and attempts per task type',
        columns: ['Task type', 'Average', 'Best', 'Attempts'],
        rows: types.map((row) => ({ label: questionTypes[row.type].title, cells: [String(row.average), String(row.best), String(row.attempts)] })),
      }}
    >
      <SingleBarChart horizontal name="Average" domain={[10, 90]} bars={types.map((row) => ({ label: questionTypes[row.type].title, value: row.average }))} />
    </ChartPanel>
  );
}

/** The enabling skills per week, as a percentage of the most their traits can give. */
export function EnablingSkillsPanel({ weeks }: { weeks: ProgressReport['enablingSkillsOverTime'] }) {
  const points = weeks.map((week) => ({
    label: shortDay(week.weekStart),
    ...Object.fromEntries(enablingSkills.map((skill) => [skill.id, week.skills.find((entry) => entry.skill === skill.id)?.percent ?? null])),
  }));
  const marked = weeks.some((week) => week.skills.length > 0);
  return (
    <ChartPanel
      title="Enabling skills over time"
      description="How much of the most each trait can give you earned each week, as a percentage: grammar, oral fluency, pronunciation, spelling, vocabulary and written discourse."
      empty={marked ? undefined : emptyNote('Answer a speaking or writing task, such as Read Aloud or Write Essay, to see your enabling skills.')}
      table={{
        caption: 'Weekly enabling skills in percent',
        columns: ['Week', ...enablingSkills.map((skill) => skill.label)],
        rows: weeks.map((week) => ({
          label: weekLabel(week.weekStart),
          cells: enablingSkills.map((skill) => {
            const entry = week.skills.find((candidate) => candidate.skill === skill.id);
            return entry ? `${entry.percent} % (${attemptsText(entry.attempts)})` : '—';
          }),
        })),
      }}
    >
      <TrendLineChart points={points} series={enablingSkills.map((skill) => ({ key: skill.id, name: skill.label }))} domain={[0, 100]} unit="%" />
    </ChartPanel>
  );
}

/** How many attempts the learner made on each of the last 30 days. */
export function AttemptsPerDayPanel({ days }: { days: ProgressReport['attemptsPerDay'] }) {
  const total = days.reduce((sum, day) => sum + day.attempts, 0);
  return (
    <ChartPanel
      title="Attempts per day"
      description={`Questions you answered each day over the last 30 days: ${attemptsText(total)} in all.`}
      empty={total > 0 ? undefined : emptyNote('You have not practised in the last 30 days. Answer a question today to start your record.')}
      table={{
        caption: 'Attempts per day',
        columns: ['Day', 'Attempts'],
        rows: days.map((day) => ({ label: shortDay(day.day), cells: [String(day.attempts)] })),
      }}
    >
      <SingleBarChart name="Attempts" domain={[0, 'auto']} bars={days.map((day) => ({ label: shortDay(day.day), value: day.attempts }))} />
    </ChartPanel>
  );
}
