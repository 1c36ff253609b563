import type { NotificationData } from '@mantine/notifications';
import { TOAST_ERROR_MS, TOAST_INFO_MS, TOAST_POSITION_UPDATE_MS, TOAST_SUCCESS_MS } from '../../shared/constants';
import { wantNoticeHosts } from './host-demand';

/** Mantine's toasts load with their host, on first use; one shown earlier waits for them. */
const show = (data: NotificationData): void => {
  wantNoticeHosts();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
};

/** The toasts of spec §8: info and error stay 5 s, success 3 s, a saved position 1 s at the bottom right. */
export const toast = {
  info: (message: string, title?: string) => show({ message, title, color: 'blue', autoClose: TOAST_INFO_MS }),
  error: (message: string, title?: string) => show({ message, title, color: 'red', autoClose: TOAST_ERROR_MS }),
  success: (message: string, title?: string) => show({ message, title, color: 'green', autoClose: TOAST_SUCCESS_MS }),
  positionSaved: (message: string) =>
    show({ message, color: 'green', autoClose: TOAST_POSITION_UPDATE_MS, position: 'bottom-right' }),
};
