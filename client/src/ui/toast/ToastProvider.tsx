import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '@/ui/icons';
import '@/ui/toast/toast.css';

export type FeedbackIcon = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title: string;
  icon?: FeedbackIcon;
  /** Milliseconds until the toast closes; the product's toasts close after 1500. */
  duration?: number;
}

interface Toast extends Required<ToastOptions> {
  id: number;
}

type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export const toastDuration = 1500;

export function FeedbackIconView({ icon }: { icon: FeedbackIcon }) {
  const Glyph = icon === 'success' ? CheckIcon : icon === 'info' ? InfoIcon : AlertIcon;
  return (
    <span className={`feedback-icon feedback-icon--${icon}`} aria-hidden="true">
      <Glyph />
    </span>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  return (
    <div className={`toast toast--${toast.icon}`}>
      <FeedbackIconView icon={toast.icon} />
      <span>{toast.title}</span>
    </div>
  );
}

/** Toasts at the top end of the screen, announced politely, closing by themselves (no button). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>(({ title, icon = 'success', duration = toastDuration }) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, title, icon, duration }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={remove} />
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
