import type { DictationDetails } from '@pte/exam';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SingleAnswerController } from '../answer-controllers';
import { AnswerMark } from './answer-mark';

/** One line to type the sentence heard (Write from Dictation). Spelling help is off, as in the exam. */
export function DictationInput({ answer, marks }: { answer: SingleAnswerController; marks?: DictationDetails['keyWords'] }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>Type the sentence you heard</Label>
      <Input
        id={id}
        value={answer.value}
        readOnly={answer.isLocked}
        onChange={(event) => answer.setValue(event.target.value)}
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        className="h-11 text-base"
      />
      {marks && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Words of the sentence">
          {marks.map((word, index) => (
            <li key={index}>
              <AnswerMark status={word.credited ? 'correct' : 'incorrect'}>{`${word.text}${word.credited ? '' : ' (not credited)'}`}</AnswerMark>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
