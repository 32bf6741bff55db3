import type { ChoiceDetails, Option } from '@pte/exam';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { MultiAnswerController, SingleAnswerController } from '../answer-controllers';
import { AnswerMark, markBoxClass, type MarkStatus } from './answer-mark';

type ChoiceMark = ChoiceDetails['choices'][number];

function statusOf(mark: ChoiceMark | undefined): { status: MarkStatus; text: string } | null {
  if (!mark) return null;
  if (mark.selected && mark.correct) return { status: 'correct', text: 'Correct: you chose it' };
  if (mark.selected) return { status: 'incorrect', text: 'Incorrect: you chose it' };
  if (mark.correct) return { status: 'missed', text: 'Correct answer: not chosen' };
  return null;
}

function OptionRow({
  option,
  input,
  mark,
}: {
  option: Option;
  input: { type: 'checkbox' | 'radio'; name: string; checked: boolean; disabled: boolean; onChange: () => void };
  mark: ChoiceMark | undefined;
}) {
  const shown = statusOf(mark);
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-default has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        markBoxClass(shown?.status),
      )}
    >
      <input {...input} value={option.id} className="mt-1 size-4 shrink-0 accent-primary" />
      <span className="flex flex-1 flex-col gap-1">
        <span>
          <span className="mr-2 font-semibold">{option.id}.</span>{' '}
          {option.text}
        </span>
        {shown && <AnswerMark status={shown.status}>{shown.text}</AnswerMark>}
      </span>
    </label>
  );
}

/** Options as checkboxes: choose every option that is right (multiple-answer tasks). */
export function MultipleChoice({
  legend,
  options,
  answer,
  marks,
}: {
  legend: string;
  options: readonly Option[];
  answer: MultiAnswerController<string>;
  marks?: ChoiceDetails['choices'];
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      {options.map((option) => (
        <OptionRow
          key={option.id}
          option={option}
          mark={marks?.find((mark) => mark.id === option.id)}
          input={{ type: 'checkbox', name, checked: answer.selected.includes(option.id), disabled: answer.isLocked, onChange: () => answer.toggle(option.id) }}
        />
      ))}
    </fieldset>
  );
}

/** Options as radio buttons: choose the one right option (single-answer tasks). */
export function SingleChoice({
  legend,
  options,
  answer,
  marks,
}: {
  legend: string;
  options: readonly Option[];
  answer: SingleAnswerController;
  marks?: ChoiceDetails['choices'];
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      {options.map((option) => (
        <OptionRow
          key={option.id}
          option={option}
          mark={marks?.find((mark) => mark.id === option.id)}
          input={{ type: 'radio', name, checked: answer.value === option.id, disabled: answer.isLocked, onChange: () => answer.setValue(option.id) }}
        />
      ))}
    </fieldset>
  );
}
