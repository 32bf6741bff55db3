import { useEffect, useMemo } from 'react';

/** An object URL for `blob` (revoked when the blob changes or the component unmounts), or null without a blob. */
export function useObjectUrl(blob: Blob | null): string | null {
  // Derived during render so the first paint already has it; the effect below owns its release.
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
