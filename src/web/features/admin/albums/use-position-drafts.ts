import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { AlbumPosition } from '../../../../shared/schemas/albums';
import { useUpdatePosition } from '../../../api/album-position';
import { toast } from '../../../notices/toasts';
import { failureMessage } from '../run-action';
import { samePosition } from './positions';

/**
 * Positions being edited and not saved yet, by izoom: the scene and the rows both show them, so a drag moves
 * the numbers and typed numbers move the izoom in the scene.
 */
export const usePositionDrafts = () => {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, AlbumPosition>>(() => new Map());
  const put = useCallback(
    (position: AlbumPosition) =>
      setDrafts((previous) => {
        const held = previous.get(position.izoomId);
        return held && samePosition(held, position) ? previous : new Map(previous).set(position.izoomId, position);
      }),
    [],
  );
  /** Forgets an izoom's draft; with `only`, only if it is still that one (a later drag keeps its own). */
  const drop = useCallback(
    (izoomId: number, only?: AlbumPosition) =>
      setDrafts((previous) => {
        const held = previous.get(izoomId);
        if (!held || (only && !samePosition(held, only))) return previous;
        const next = new Map(previous);
        next.delete(izoomId);
        return next;
      }),
    [],
  );
  return { drafts, put, drop };
};

/** Saves one izoom's position: the 1-second toast at the bottom right, or the server's message. Answers whether it was saved. */
export const useSavePosition = (albumId: number) => {
  const { t } = useLingui();
  const mutation = useUpdatePosition();
  const save = async (position: AlbumPosition, name: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id: albumId, position });
      toast.positionSaved(t`Position of ${name} saved`);
      return true;
    } catch (error) {
      toast.error(failureMessage(error));
      return false;
    }
  };
  return { save, pending: mutation.isPending };
};
