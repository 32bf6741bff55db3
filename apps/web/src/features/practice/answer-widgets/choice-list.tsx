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

/** The props both choice lists take: the question's legend and options, the answer, and the marks once scored. */
interface ChoiceListProps<Answer> {
  legend: string;
  options: readonly Option[];
  answer: Answer;
  marks?: ChoiceDetails['choices'];
}

/** A fieldset of options sharing one input name; `input` gives their type and how they read and change the answer. */
function ChoiceFieldset({
  legend,
  options,
  marks,
  input,
}: Omit<ChoiceListProps<never>, 'answer'> & {
  input: { type: 'checkbox' | 'radio'; disabled: boolean; isChecked: (id: string) => boolean; onChoose: (id: string) => void };
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
          input={{ type: input.type, name, checked: input.isChecked(option.id), disabled: input.disabled, onChange: () => input.onChoose(option.id) }}
        />
      ))}
    </fieldset>
  );
}

/** Options as checkboxes: choose every option that is right (multiple-answer tasks). */
export function MultipleChoice({ answer, ...list }: ChoiceListProps<MultiAnswerController<string>>) {
  return (
    <ChoiceFieldset
      {...list}
      input={{ type: 'checkbox', disabled: answer.isLocked, isChecked: (id) => answer.selected.includes(id), onChoose: (id) => answer.toggle(id) }}
    />
  );
}

/** Options as radio buttons: choose the one right option (single-answer tasks). */
export function SingleChoice({ answer, ...list }: ChoiceListProps<SingleAnswerController>) {
  return <ChoiceFieldset {...list} input={{ type: 'radio', disabled: answer.isLocked, isChecked: (id) => answer.value === id, onChoose: (id) => answer.setValue(id) }} />;
}
