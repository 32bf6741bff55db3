import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionSnapshot } from './connection-monitor';

/** The `connection` slice: the latest snapshot of the connection monitor. */
type ConnectionState = ConnectionSnapshot;

const initialState: ConnectionState = { status: 'unknown', retryDelayMs: null, nextRetryAt: null, lastOnlineAt: null };

/** The `connection` slice. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    /** The monitor reported a new snapshot. */
    connectionChanged(_state, action: PayloadAction<ConnectionSnapshot>) {
      return action.payload;
    },
  },
});

/** Reducer actions of the `connection` slice. */
export const { connectionChanged } = connectionSlice.actions;

/** The connection snapshot. */
export const selectConnection = (state: { connection: ConnectionState }) => state.connection;
