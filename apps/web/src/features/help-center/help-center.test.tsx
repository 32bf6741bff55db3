import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { HelpArticlePage } from './help-article-page';
import { HelpCenterPage } from './help-center-page';

// A few articles instead of content/help/.
vi.mock('@/lib/content/content-library', async () => {
  const { createContentCollection } = await import('@/lib/content/content-collection');
  const article = (title: string, summary: string, body: string) => async () => `# ${title}\n\n${summary}\n\n## Details\n\n${body}\n`;
  return {
    taskGuideFiles: createContentCollection({}),
    skillGuideFiles: createContentCollection({}),
    helpArticleFiles: createContentCollection({
      'help/microphone-setup.md': article('Setting up your microphone', 'Allow the microphone and run the check.', 'Background noise and the silence rule. Reply to [the form](/resources/help#contact).'),
      'help/writing-scores.md': article('How writing is scored', 'Traits, gates and accuracy of essays.', 'Grammar, spelling and vocabulary of your essay.'),
      'help/privacy-and-your-data.md': article('Privacy and your data', 'Download your data or delete your account.', 'Recordings are deleted with the account.'),
      'help/getting-started.md': article('Getting started', 'Your first session.', 'Sign up, set your target, practise.'),
    }),
  };
});

function renderHelpCenter(routes: Record<string, FakeRoute> = {}) {
  return renderWithStore(<HelpCenterPage />, { path: '/resources/help', routes });
}

/** The titles of the listed articles, in order. */
const listedTitles = (within_: HTMLElement = document.body) =>
  within(within_)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/resources/help/'))
    .map((link) => link.textContent);

describe('HelpCenterPage', () => {
  it('lists the articles by topic, in reading order, with their summaries', async () => {
    renderHelpCenter();
    const started = await screen.findByRole('region', { name: 'Getting started' });
    expect(listedTitles(started)).toEqual(['Getting started', 'Setting up your microphone']);
    expect(within(started).getByText('Allow the microphone and run the check.')).toBeInTheDocument();
    expect(listedTitles(screen.getByRole('region', { name: 'Scores and how accurate they are' }))).toEqual(['How writing is scored']);
    expect(screen.getByRole('link', { name: 'Privacy and your data' })).toHaveAttribute('href', '/resources/help/privacy-and-your-data');
  });

  it('searches titles, summaries and text, by the start of words and despite a typo', async () => {
    renderHelpCenter();
    await screen.findByRole('region', { name: 'Getting started' });
    const search = screen.getByRole('searchbox', { name: 'Search the help articles' });

    await userEvent.type(search, 'micro');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(listedTitles(results)).toEqual(['Setting up your microphone']);
    expect(within(results).getByRole('status')).toHaveTextContent('1 article matches “micro”.');

    await userEvent.clear(search);
    await userEvent.type(search, 'how is my essay scored');
    expect(listedTitles(screen.getByRole('region', { name: 'Search results' }))[0]).toBe('How writing is scored');

    await userEvent.clear(search);
    await userEvent.type(search, 'recordngs');
    expect(listedTitles(screen.getByRole('region', { name: 'Search results' }))).toEqual(['Privacy and your data']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No article matches “zebra”.');

    await userEvent.clear(search);
    expect(await screen.findByRole('region', { name: 'Getting started' })).toBeInTheDocument();
  });
});

describe('the contact form', () => {
  it('sends the subject and message, confirms with the reference and clears the form', async () => {
    const { fakeFetch } = renderHelpCenter({ 'POST /api/help/contact': () => jsonResponse({ data: { reference: '1A2B3C4D' } }) });
    const form = screen.getByRole('form', { name: 'Contact the support team' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Subject' }), '  Recording stops early ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'The recorder stops after one second on Read Aloud.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your message was sent (reference 1A2B3C4D).');
    const sent = fakeFetch.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.body)).toEqual([{ subject: 'Recording stops early', message: 'The recorder stops after one second on Read Aloud.' }]);
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('checks the fields before sending, as the server does', async () => {
    const { fakeFetch } = renderHelpCenter();
    const form = screen.getByRole('form', { name: 'Contact the support team' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Hi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Short');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(within(form).getByText('Write a subject of at least 3 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Write at least 10 characters, so we know how to help.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveFocus());
    expect(fakeFetch.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal: its field problems and the rate limit', async () => {
    let answer = 0;
    renderHelpCenter({
      'POST /api/help/contact': () => {
        answer += 1;
        return answer === 1
          ? jsonResponse({ code: 'VALIDATION_FAILED', message: 'message: Use plain text only', details: [{ path: 'message', message: 'Use plain text only: remove the invisible control characters.' }] }, { status: 400 })
          : jsonResponse({ code: 'RATE_LIMITED', message: 'You have already sent 5 messages to the support team in the last hour. Please wait 12 minutes before sending another.' }, { status: 429 });
      },
    });
    const form = screen.getByRole('form', { name: 'Contact the support team' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Scores');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Why is my essay score lower than expected?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Use plain text only: remove the invisible control characters.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please wait 12 minutes before sending another.');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('Why is my essay score lower than expected?');
  });
});

describe('HelpArticlePage', () => {
  it('renders the article with its contents and a way back', async () => {
    renderWithStore(<HelpArticlePage slug="microphone-setup" />, { path: '/resources/help/microphone-setup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Setting up your microphone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '#details');
    expect(screen.getByRole('link', { name: 'All help articles' })).toHaveAttribute('href', '/resources/help');
    expect(screen.getByRole('link', { name: 'Write to the support team' })).toHaveAttribute('href', '/resources/help#contact');
  });
});
