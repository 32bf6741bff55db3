import type { TestReport } from '@pte/contract';
import { Progress } from '@/components/ui/progress';
import { countText } from './test-labels';

/**
 * The enabling skills the test's trait marks measured (pronunciation, oral fluency, grammar, vocabulary, spelling,
 * written discourse): each as the percentage of the most its traits could give, with how many marks it rests on.
 */
export function EnablingSkills({ skills }: { skills: TestReport['enablingSkills'] }) {
  return (
    <section aria-labelledby="enabling-heading" data-slot="card" className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="enabling-heading" className="text-lg font-semibold">
        Enabling skills
      </h2>
      <p className="text-sm text-muted-foreground">The building blocks behind your speaking and writing, as a share of the most your answers could earn on each.</p>
      <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {skills.map((skill) => (
          <li key={skill.id} className="flex flex-col gap-1.5 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{skill.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {skill.percent === null ? 'Not measured by this test' : `${skill.percent} % · ${countText(skill.marks, 'mark')}`}
              </span>
            </div>
            {skill.percent !== null && <Progress className="print-exact" aria-label={`${skill.label}: ${skill.percent} %`} value={skill.percent} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
