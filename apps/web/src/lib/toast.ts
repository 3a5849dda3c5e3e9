import { toast as sonner } from 'sonner';
import { requestToaster } from './toaster-signal';

/** The toast kinds the spec uses; features call this so the library stays swappable. */
export const toast = {
  success: (message: string) => {
    requestToaster();
    return sonner.success(message);
  },
  error: (message: string) => {
    requestToaster();
    return sonner.error(message);
  },
  info: (message: string) => {
    requestToaster();
    return sonner.info(message);
  },
  warning: (message: string) => {
    requestToaster();
    return sonner.warning(message);
  },
};
