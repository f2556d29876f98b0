import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FeedbackIconView, type FeedbackIcon } from '@/ui/toast/ToastProvider';
import '@/ui/dialog/dialog.css';

export interface DialogOptions {
  title: string;
  text?: string;
  icon?: FeedbackIcon;
  confirmText?: string;
  /** When set, a cancel button is shown and the dialog can resolve false. */
  cancelText?: string;
}

interface Dialogs {
  /** Asks a question; resolves true for the confirm button, false for cancel or Escape. */
  confirm(options: DialogOptions): Promise<boolean>;
  /** Tells something; resolves when dismissed. */
  alert(options: DialogOptions): Promise<void>;
}

interface OpenDialog extends DialogOptions {
  id: number;
  resolve(confirmed: boolean): void;
}

/** Focus returns to where it was 100 ms after a dialog closes (the product's rule); default texts OK / Cancel. */
export const focusRestoreDelay = 100;

const DialogContext = createContext<Dialogs | null>(null);

function DialogView({ dialog, onClose }: { dialog: OpenDialog; onClose(confirmed: boolean): void }) {
  const titleId = useId();
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => confirmRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    // Keep focus inside the dialog while it is open.
    const buttons = Array.from(boxRef.current.querySelectorAll<HTMLButtonElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={boxRef}
        className="dialog"
        role={dialog.cancelText ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={dialog.text ? textId : undefined}
        onKeyDown={onKeyDown}
      >
        {dialog.icon && <FeedbackIconView icon={dialog.icon} />}
        <h2 id={titleId} className="dialog__title">
          {dialog.title}
        </h2>
        {dialog.text && (
          <p id={textId} className="dialog__text">
            {dialog.text}
          </p>
        )}
        <div className="dialog__actions">
          <button
            ref={confirmRef}
            type="button"
            className={`btn ${dialog.icon === 'warning' ? 'btn-danger' : 'btn-primary'}`}
            onClick={() => onClose(true)}
          >
            {dialog.confirmText ?? 'OK'}
          </button>
          {dialog.cancelText && (
            <button type="button" className="btn btn-ghost" onClick={() => onClose(false)}>
              {dialog.cancelText}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** Modal confirm/alert dialogs, one at a time, with focus moved in, trapped, and restored. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const nextId = useRef(0);

  const open = useCallback(
    (options: DialogOptions) =>
      new Promise<boolean>((resolve) => {
        if (!returnFocusTo.current && document.activeElement instanceof HTMLElement) {
          returnFocusTo.current = document.activeElement;
        }
        nextId.current += 1;
        setDialog({ ...options, id: nextId.current, resolve });
      }),
    [],
  );

  const close = useCallback(
    (confirmed: boolean) => {
      dialog?.resolve(confirmed);
      setDialog(null);
      const target = returnFocusTo.current;
      setTimeout(() => {
        // A follow-up dialog may have opened meanwhile; it keeps the focus.
        if (document.querySelector('.dialog')) return;
        returnFocusTo.current = null;
        if (target?.isConnected) target.focus();
      }, focusRestoreDelay);
    },
    [dialog],
  );

  const value = useMemo<Dialogs>(
    () => ({
      confirm: (options) => open({ cancelText: 'Cancel', ...options }),
      alert: async (options) => {
        await open({ ...options, cancelText: undefined });
      },
    }),
    [open],
  );

  return (
    <DialogContext value={value}>
      {children}
      {dialog && <DialogView key={dialog.id} dialog={dialog} onClose={close} />}
    </DialogContext>
  );
}

export function useDialog(): Dialogs {
  const dialogs = use(DialogContext);
  if (!dialogs) throw new Error('useDialog must be used inside <DialogProvider>.');
  return dialogs;
}
