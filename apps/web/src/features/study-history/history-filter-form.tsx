import { skillIds } from '@pte/contract';
import { questionTypesInSection, sections } from '@pte/exam';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { hasFilters, type HistoryFilterField, type HistoryFilters } from './history-filters';

const skillTitles: Record<string, string> = Object.fromEntries(sections.map((section) => [section.id, section.title]));

/**
 * The study history's filters: skill, task type, the first and last day, and the lowest and highest 10–90 score.
 * "Show attempts" applies them (from the first page); "Clear filters" shows every attempt again.
 */
export function HistoryFilterForm({ filters, onApply }: { filters: HistoryFilters; onApply(filters: HistoryFilters): void }) {
  const [values, setValues] = useState(filters);
  const set = (field: HistoryFilterField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...values, page: 1 });
  };

  const clear = () => {
    const cleared: HistoryFilters = { skill: '', type: '', from: '', to: '', minScore: '', maxScore: '', page: 1 };
    setValues(cleared);
    onApply(cleared);
  };

  return (
    <form onSubmit={submit} aria-label="Filter your attempts" className="grid gap-4 rounded-xl border p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Skill">
          <NativeSelect name="skill" value={values.skill} onChange={set('skill')}>
            <option value="">All skills</option>
            {skillIds.map((skill) => (
              <option key={skill} value={skill}>
                {skillTitles[skill]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Task type">
          <NativeSelect name="type" value={values.type} onChange={set('type')}>
            <option value="">All task types</option>
            {sections.map((section) => (
              <optgroup key={section.id} label={section.title}>
                {questionTypesInSection(section.id).map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField label="From">
          <Input type="date" name="from" value={values.from} max={values.to || undefined} onChange={set('from')} />
        </FormField>
        <FormField label="To">
          <Input type="date" name="to" value={values.to} min={values.from || undefined} onChange={set('to')} />
        </FormField>
        <FormField label="Lowest score" hint="10 to 90">
          <Input type="number" name="minScore" inputMode="numeric" min={10} max={90} value={values.minScore} onChange={set('minScore')} />
        </FormField>
        <FormField label="Highest score" hint="10 to 90">
          <Input type="number" name="maxScore" inputMode="numeric" min={10} max={90} value={values.maxScore} onChange={set('maxScore')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Show attempts</Button>
        {(hasFilters(values) || hasFilters(filters)) && (
          <Button type="button" variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
