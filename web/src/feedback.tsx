import {
  createContext,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemError } from './api.js';
import { problemText } from './problems.js';
import { Dialog } from './ui.js';

/**
 * What the dashboard tells a user about their actions (docs/decisions/035): a toast for each success or
 * failure, a pending state while a request runs (so a double click sends nothing twice), and a confirmation
 * dialog before anything destructive, in place of the browser's `window.confirm`.
 */

interface Toast {
  id: number;
  kind: 'success' | 'failure';
  text: string;
}

/** A question before a destructive action: its title, what will happen, and the confirming button's label. */
export interface Confirmation {
  title: string;
  body: string;
  confirm: string;
}

interface Feedback {
  notify: (kind: Toast['kind'], text: string) => void;
  confirm: (question: Confirmation) => Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** How long a toast stays: long enough to be read, then it gets out of the way (it can be closed sooner). */
const TOAST_MS = 6000;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const notify = useCallback(
    (kind: Toast['kind'], text: string) => {
      const id = ++nextId.current;
      setToasts((all) => [...all, { id, kind, text }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const confirm = useCallback(
    (next: Confirmation) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setQuestion(null);
  };

  return (
    <FeedbackContext.Provider value={{ notify, confirm }}>
      {children}
      {/* One live region for every toast: successes are announced politely, failures at once. */}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === 'failure' ? 'alert' : 'status'}
          >
            <span>{toast.text}</span>
            <button
              type="button"
              className="secondary"
              aria-label={t('feedback.close')}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      <Dialog open={question !== null} title={question?.title ?? ''} onClose={() => close(false)}>
        <p>{question?.body}</p>
        <div className="actions">
          {/* Cancel first and focused: Enter on a destructive question does nothing harmful. */}
          <button type="button" className="secondary" autoFocus onClick={() => close(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="danger" onClick={() => close(true)}>
            {question?.confirm}
          </button>
        </div>
      </Dialog>
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}

/** A failure in the interface's language (`problemText`), whatever was thrown. */
export function failureText(failure: unknown): string {
  return problemText(
    failure instanceof ProblemError ? failure : new ProblemError(0, 'error', String(failure)),
  );
}

/**
 * A change started from a button (not a form): pending while it runs, a second start ignored meanwhile, then
 * a success toast (when `done` is given) or a failure toast with the server's reason, and a refresh of what
 * the change touched. Returns whether it succeeded.
 */
export function useAction() {
  const { notify } = useFeedback();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (change: () => Promise<unknown>, done?: string): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      try {
        await change();
        if (done) notify('success', done);
        return true;
      } catch (failure) {
        notify('failure', failureText(failure));
        return false;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [notify],
  );
  return { pending, run };
}

/**
 * A form's submission handler, pending while it runs and ignoring a second submission meanwhile (the form
 * keeps showing its own errors next to its fields). Returns the pending flag and the `onSubmit` to give it.
 */
export function usePendingSubmit(
  handler: (event: FormEvent<HTMLFormElement>) => Promise<unknown>,
): [boolean, (event: FormEvent<HTMLFormElement>) => void] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    void handler(event).finally(() => {
      running.current = false;
      setPending(false);
    });
  };
  return [pending, onSubmit];
}

const PendingContext = createContext(false);

/**
 * A form whose submission is pending while `onSubmit` runs: its submit button (`SubmitButton`) is disabled
 * and marked busy meanwhile, and a second submission is ignored.
 */
export function PendingForm({
  onSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
}) {
  const [pending, submit] = usePendingSubmit(onSubmit);
  return (
    <form {...props} onSubmit={submit}>
      <PendingContext.Provider value={pending}>{children}</PendingContext.Provider>
    </form>
  );
}

/** A `PendingForm`'s submit button: disabled and marked busy while the form's request runs. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const pending = useContext(PendingContext);
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined}>
      {children}
    </button>
  );
}
