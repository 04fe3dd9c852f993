/** The toast host in the app's theme. Loaded on demand by ToastHost (providers.tsx), with its library. */
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@shared/constants';
import { useTheme } from '../lib/theme';

export default function ThemedToaster() {
  const { isDark } = useTheme();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme={isDark ? 'dark' : 'light'}
    />
  );
}
