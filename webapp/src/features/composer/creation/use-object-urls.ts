import { useEffect, useState } from 'react';

/** A preview URL per file (images), revoked when the files change or the component goes. */
export function useObjectUrls(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const canPreview = typeof URL.createObjectURL === 'function';
    const made = files.map((file) => (canPreview && file.type.startsWith('image/') ? URL.createObjectURL(file) : null));
    setUrls(made);
    return () => {
      for (const url of made) if (url) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
