// The only module that imports react-redux's raw hooks (enforced by lint); everything else uses these typed ones.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** `useDispatch` typed for this app's store (dispatches thunks). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector` typed with `RootState`. */
export const useAppSelector = useSelector.withTypes<RootState>();
