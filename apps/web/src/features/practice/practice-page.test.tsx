import { practiceRoute, questionTypeList } from '@pte/exam';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PracticePage } from './practice-page';

describe('PracticePage', () => {
  it.each(questionTypeList.map((type) => [practiceRoute(type), type.title] as const))('%s shows %s with an honest empty state', (path, title) => {
    render(<PracticePage pathname={path} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Practice questions for ${title} are coming soon`)).toBeInTheDocument();
  });

  it('shows the exam timings from the registry', () => {
    render(<PracticePage pathname="/speaking/read-aloud" />);
    expect(screen.getByText('In the exam: 35 s to prepare, 40 s to answer.')).toBeInTheDocument();
  });

  it('renders nothing for a path that is not a practice route', () => {
    const { container } = render(<PracticePage pathname="/speaking/unknown" />);
    expect(container).toBeEmptyDOMElement();
  });
});
