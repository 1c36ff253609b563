import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { uploadIzoomFile } from '../../../api/izoom-upload';
import { adminKeys } from '../../../api/mutation';
import { useUpload } from '../../../api/use-upload';
import { isBusy, nextWaiting, uploadQueue } from './upload-queue';

let counter = 0;

/**
 * Dropped files go to the izoom one at a time, in the order they came (so pictures keep that order), each
 * with its own progress and, when refused, the server's reason.
 */
export const useUploadQueue = (izoomId: number) => {
  const upload = useUpload();
  const queryClient = useQueryClient();
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const files = useRef(new Map<string, File>());
  const sending = useRef<string | null>(null);

  const add = useCallback((dropped: File[]) => {
    const entries = dropped.map((file) => ({ key: `f${++counter}`, file }));
    for (const { key, file } of entries) files.current.set(key, file);
    dispatch({
      type: 'add',
      files: entries.map(({ key, file }) => ({ key, name: file.name, size: file.size, type: file.type })),
    });
  }, []);

  useEffect(() => {
    const next = nextWaiting(queue);
    if (!next || sending.current) return;
    const file = files.current.get(next.key);
    if (!file) return;
    sending.current = next.key;
    dispatch({ type: 'start', key: next.key });
    void uploadIzoomFile(upload, izoomId, file, next.kind, (sent, total) =>
      dispatch({ type: 'progress', key: next.key, sent, total }),
    ).then((result) => {
      files.current.delete(next.key);
      sending.current = null;
      if (result.success) {
        dispatch({ type: 'done', key: next.key, added: result.data.added.length, skipped: result.data.skipped });
        queryClient.setQueryData(adminKeys.izoom(izoomId), result.data.izoom);
      } else {
        dispatch({ type: 'refused', key: next.key, reason: result.message });
      }
    });
  }, [queue, upload, izoomId, queryClient]);

  const busy = isBusy(queue);
  useEffect(() => {
    if (!busy) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.izooms });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    }
  }, [busy, queryClient]);

  return { queue, add, busy, clear: () => dispatch({ type: 'clear' }) };
};
