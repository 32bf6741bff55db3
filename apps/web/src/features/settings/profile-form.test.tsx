import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/testing/profiles';
import { ProfileForm, type SaveProfileResult } from './profile-form';
import { settingsDraftKey } from './settings-draft';

const profile = buildProfile({ displayName: 'Ana Lima', examDate: '2099-03-14', targetScore: 65, accent: 'uk' });

function renderForm(onSave = vi.fn(async (): Promise<SaveProfileResult> => ({ ok: true, profile }))) {
  const view = render(<ProfileForm profile={profile} onSave={onSave} />);
  return { ...view, onSave };
}

describe('ProfileForm', () => {
  it("shows the learner's saved settings", () => {
    renderForm();
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('Exam date')).toHaveValue('2099-03-14');
    expect(screen.getByLabelText('Target score')).toHaveValue('65');
    expect(screen.getByLabelText('Accent')).toHaveValue('uk');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it('validates every field next to it and does not save invalid settings', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.clear(screen.getByLabelText('Display name'));
    await user.clear(screen.getByLabelText('Target score'));
    await user.type(screen.getByLabelText('Target score'), '95');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Target score')).toHaveAccessibleDescription('Your overall goal, 10 to 90. Enter a whole number from 10 to 90, or leave it empty.');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Target score'));
    await user.type(screen.getByLabelText('Target score'), 'abc');
    expect(screen.getByLabelText('Target score')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Target score'));
    expect(screen.getByLabelText('Target score')).not.toHaveAttribute('aria-invalid');
  });

  it('saves the changes as a PUT /users/update body and confirms', async () => {
    const user = userEvent.setup();
    const saved = buildProfile({ displayName: 'Ana M. Lima', targetScore: 79, examDate: null, accent: 'au' });
    const { onSave } = renderForm(vi.fn(async () => ({ ok: true as const, profile: saved })));
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), ' Ana M. Lima ');
    await user.clear(screen.getByLabelText('Target score'));
    await user.type(screen.getByLabelText('Target score'), '79');
    fireEvent.change(screen.getByLabelText('Exam date'), { target: { value: '' } });
    await user.selectOptions(screen.getByLabelText('Accent'), 'au');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSave).toHaveBeenCalledWith({ displayName: 'Ana M. Lima', targetScore: 79, examDate: null, accent: 'au', emailReminders: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your settings have been saved.');
    expect(window.localStorage.getItem(settingsDraftKey(profile.id))).toBeNull();
  });

  it('turns e-mail reminders off with a labelled checkbox that says when e-mail is sent', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const checkbox = screen.getByRole('checkbox', { name: "E-mail me reminders (today's plan, a streak about to break)" });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('E-mails are sent only when the server has e-mail set up.');
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ emailReminders: false }));
  });

  it('refuses an exam date in the past with a clear message', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    fireEvent.change(screen.getByLabelText('Exam date'), { target: { value: '2020-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Exam date')).toHaveAccessibleDescription('Leave empty if you have not booked it yet. Your exam date is in the past. Choose a date from today on.');
    expect(screen.getByLabelText('Exam date')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's error, with field problems next to their fields", async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => ({ ok: false as const, message: 'Some settings are not valid.', fieldErrors: { examDate: 'The exam date must be a real day.' } })));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some settings are not valid.');
    expect(screen.getByLabelText('Exam date')).toHaveAccessibleDescription('Leave empty if you have not booked it yet. The exam date must be a real day.');
  });

  it('keeps what was typed in localStorage and restores it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Ana Draft');
    await waitFor(() => expect(window.localStorage.getItem(settingsDraftKey(profile.id))).toContain('Ana Draft'));
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Draft');
    expect(screen.getByRole('status')).toHaveTextContent('We restored changes you had not saved yet.');

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Lima');
    expect(window.localStorage.getItem(settingsDraftKey(profile.id))).toBeNull();
  });
});
