import type { GuideExample, GuideExampleAssessment } from '@pte/contract';
import { useId, type ReactNode } from 'react';
import { resolveApiBaseUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** How a word that was not right is described. */
const wordStatusText: Record<NonNullable<GuideExampleAssessment['words']>[number]['status'], string> = {
  correct: 'right',
  omitted: 'left out',
  inserted: 'added',
  substituted: 'replaced',
  mispronounced: 'poorly pronounced',
};

const tableClass = 'w-full border-collapse text-sm';
const cellClass = 'border-b px-3 py-2 text-left align-top';
const headClass = 'border-b bg-muted px-3 py-2 text-left align-bottom font-semibold';

/** A table that scrolls sideways on a narrow screen, named for assistive technology. */
function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="mt-3 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <table className={tableClass}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className={headClass}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr:last-child>td]:border-b-0">{children}</tbody>
      </table>
    </div>
  );
}

/** A sub-heading of the card. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </div>
  );
}

/** Points as shown beside a mark: +1, 0, −1. */
function signed(points: number): string {
  if (points > 0) return `+${points}`;
  return points < 0 ? `−${Math.abs(points)}` : '0';
}

/** The answer itself: its recording, its text or the marks of each part. */
function ExampleAnswer({ example }: { example: GuideExample }) {
  const { answer, assessment } = example;
  switch (answer.kind) {
    case 'spoken':
      return (
        <>
          <audio controls preload="none" src={`${resolveApiBaseUrl()}/media/${answer.recording}`} className="mt-3 w-full max-w-md">
            Your browser cannot play this recording.
          </audio>
          {assessment?.transcript !== undefined && (
            <p className="mt-2 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">What the recogniser heard:</span> “{assessment.transcript}”
            </p>
          )}
        </>
      );
    case 'written':
      return <blockquote className="mt-3 border-l-4 border-primary/40 bg-muted/50 py-2 pr-3 pl-4 whitespace-pre-line">{answer.text}</blockquote>;
    case 'selected':
      return assessment?.marks && assessment.marks.length > 0 ? (
        <Table label="Marks of each part of the answer" head={['Part', 'Answer', 'Key', 'Points']}>
          {assessment.marks.map((mark) => (
            <tr key={mark.part}>
              <td className={cellClass}>{mark.part}</td>
              <td className={cellClass}>{mark.given}</td>
              <td className={cellClass}>{mark.expected ?? 'same'}</td>
              <td className={cn(cellClass, 'tabular-nums')}>{signed(mark.points)}</td>
            </tr>
          ))}
        </Table>
      ) : null;
  }
}

/** The key feedback of a spoken answer: words not right, pauses, key points and how well it suits its listener. */
function SpeechFeedback({ assessment }: { assessment: GuideExampleAssessment }) {
  const { words, pauses, keyPoints, appropriacy } = assessment;
  return (
    <>
      {words && words.length > 0 && (
        <Part title="Words not right">
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {words.map((word, index) => (
              <li key={`${word.text}-${index}`}>
                “{word.text}”: {wordStatusText[word.status]}
                {word.heard ? `, heard as “${word.heard}”` : ''}
                {word.weakPhones && word.weakPhones.length > 0 ? ` (weak sounds: ${word.weakPhones.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {pauses && (
        <Part title="Pauses and hesitations">
          <p className="mt-2 text-sm">
            {pauses.count} {pauses.count === 1 ? 'pause' : 'pauses'} ({pauses.long} of a second or more), {pauses.seconds} s in all; {pauses.fillers} hesitation{' '}
            {pauses.fillers === 1 ? 'sound' : 'sounds'}; {pauses.repetitions} {pauses.repetitions === 1 ? 'repetition' : 'repetitions'}.
          </p>
        </Part>
      )}
      {keyPoints && keyPoints.length > 0 && (
        <Part title="Key points covered">
          <Table label="Key points covered" head={['Key point', 'Covered', 'Key words not heard']}>
            {keyPoints.map((point) => (
              <tr key={point.point}>
                <td className={cellClass}>{point.point}</td>
                <td className={cn(cellClass, 'tabular-nums')}>{Math.round(point.coverage * 100)}%</td>
                <td className={cellClass}>{point.missing.length > 0 ? point.missing.join(', ') : '—'}</td>
              </tr>
            ))}
          </Table>
        </Part>
      )}
      {appropriacy && (
        <Part title="Suiting the listener">
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            <li>Found: {appropriacy.found.length > 0 ? appropriacy.found.join('; ') : 'nothing'}</li>
            <li>Missing: {appropriacy.missing.length > 0 ? appropriacy.missing.join(', ') : 'nothing'}</li>
            {appropriacy.unsuitable.length > 0 && <li>Did not suit the listener: {appropriacy.unsuitable.join(', ')}</li>}
          </ul>
        </Part>
      )}
    </>
  );
}

/** The issues found in a written answer and the rules that zeroed it. */
function WritingFeedback({ assessment }: { assessment: GuideExampleAssessment }) {
  const { issues = [], gates = [] } = assessment;
  return (
    <>
      <Part title="Issues found">
        {issues.length === 0 ? (
          <p className="mt-2 text-sm">None.</p>
        ) : (
          <Table label="Issues found in the answer" head={['Words', 'Kind', 'What is wrong', 'Suggestions']}>
            {issues.map((issue, index) => (
              <tr key={`${issue.excerpt}-${index}`}>
                <td className={cellClass}>“{issue.excerpt}”</td>
                <td className={cellClass}>{issue.category}</td>
                <td className={cellClass}>{issue.message}</td>
                <td className={cellClass}>{issue.suggestions.length > 0 ? issue.suggestions.join(', ') : '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Part>
      {gates.length > 0 && (
        <Part title="Rules that set the total to 0">
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {gates.map((gate) => (
              <li key={gate}>{gate}</li>
            ))}
          </ul>
        </Part>
      )}
    </>
  );
}

/**
 * A task guide's worked example: the answer (its recording, its text or its marks) and the assessment our scorer gave
 * it, trait by trait, with its advice and key feedback, captioned as the scorer's real output.
 */
export function GuideExampleCard({ example }: { example: GuideExample }) {
  const headingId = useId();
  const { assessment } = example;
  if (!assessment) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border bg-card p-4 text-card-foreground sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        The example answer and its assessment
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Question <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{example.itemId}</code> of the practice bank.
      </p>
      <ExampleAnswer example={example} />
      <figure className="mt-5">
        <figcaption className="text-sm text-muted-foreground">
          The real output of the PTE Coach scorer for this answer, assessed exactly as your practice answers are.
        </figcaption>
        <Table label="Assessment: trait, score" head={['Trait', 'Score']}>
          {assessment.traits.map((trait) => (
            <tr key={trait.id}>
              <td className={cellClass}>{trait.label}</td>
              <td className={cn(cellClass, 'tabular-nums')}>
                {trait.score} / {trait.max}
              </td>
            </tr>
          ))}
          <tr>
            <td className={cn(cellClass, 'font-semibold')}>Total</td>
            <td className={cn(cellClass, 'font-semibold tabular-nums')}>
              {assessment.total.score} / {assessment.total.max}
            </td>
          </tr>
        </Table>
      </figure>
      {assessment.feedback.length > 0 && (
        <Part title="What the scorer said">
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {assessment.feedback.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Part>
      )}
      {example.answer.kind === 'spoken' && <SpeechFeedback assessment={assessment} />}
      {assessment.issues && <WritingFeedback assessment={assessment} />}
    </section>
  );
}
