import { accountExportFileName } from '@pte/contract';
import { createApiThunk } from '@/app/use-thunk-result';
import { failureMessage } from '@/lib/api-client';

/** `GET /account/export`: everything the learner has, as a ZIP archive saved by the browser. */
export const downloadAccountData = createApiThunk<void, void>('accountData/download', async (_, { extra, rejectWithValue }) => {
  try {
    const archive = await extra.api.download('/account/export');
    const url = URL.createObjectURL(archive);
    const link = document.createElement('a');
    link.href = url;
    link.download = accountExportFileName(new Date().toISOString().slice(0, 10));
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file to the browser's download; the object URL can go after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not prepare your data. Please try again.'));
  }
});

/** `DELETE /account`: deletes the learner's account and everything in it, confirmed by their password. */
export const deleteAccount = createApiThunk<void, { password: string }>('accountData/delete', async ({ password }, { extra, rejectWithValue }) => {
  try {
    await extra.api.request('/account', { method: 'DELETE', body: { password } });
  } catch (error) {
    return rejectWithValue(failureMessage(error, 'Could not delete your account. Please try again.'));
  }
});
