import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingForm, SubmitButton, useFeedback } from '../feedback.js';
import type { CertificateView } from '../../../src/modules/certificates/certificates.schemas.js';
import { apiIn, type Environment, type ProblemError } from '../api.js';
import { fieldText } from '../form-data.js';
import { formatInstant } from '../format.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded } from '../ui.js';

/** The environment's signing certificate, or null when none is installed. */
export function useSigningCertificate(environment: Environment) {
  return useQuery({
    queryKey: ['certificate', environment],
    queryFn: () =>
      apiIn<{ certificate: CertificateView | null }>(environment, 'GET', '/company/certificate').then(
        (answer) => answer.certificate,
      ),
  });
}

/** A file's bytes in base64, as the upload takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The A1 certificate that signs the legal files (arts. 86–88), per environment: what is installed, and for an
 * admin the upload of a .p12/.pfx with its password (a new one replaces it) and its removal. The password
 * goes to the server once and is cleared from the form; the key is never shown.
 */
export function CompanyCertificate() {
  const { t } = useTranslation();
  const { confirm } = useFeedback();
  const { session, environment } = useSession();
  const queryClient = useQueryClient();
  const certificate = useSigningCertificate(environment);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = session.user.role === 'admin';
  const zone = session.tenant.timezone;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['certificate', environment] });

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    const password = fieldText(data, 'password');
    setNotice(null);
    const done = await attempt(setProblem, async () =>
      apiIn(environment, 'PUT', '/company/certificate', {
        file: file instanceof File && file.size > 0 ? await base64Of(file) : '',
        password,
      }),
    );
    form.reset();
    if (done) {
      setNotice(t('certificate.installed'));
      await refresh();
    }
  };

  const remove = async () => {
    const body = t('certificate.removeConfirm');
    if (!(await confirm({ title: t('certificate.remove'), body, confirm: t('certificate.remove') }))) return;
    setNotice(null);
    if (await attempt(setProblem, () => apiIn(environment, 'DELETE', '/company/certificate'))) {
      setNotice(t('certificate.removed'));
      await refresh();
    }
  };

  return (
    <div className="card">
      <h2>{t('certificate.title', { environment })}</h2>
      <p>{t('certificate.intro')}</p>
      <Loaded query={certificate}>
        {(installed) =>
          installed ? (
            <dl>
              <dt>{t('certificate.subject')}</dt>
              <dd>{installed.subject}</dd>
              <dt>{t('certificate.issuer')}</dt>
              <dd>{installed.issuer}</dd>
              <dt>{t('certificate.serialNumber')}</dt>
              <dd>
                <code>{installed.serialNumber}</code>
              </dd>
              <dt>{t('certificate.validity')}</dt>
              <dd>
                {t('certificate.validFromTo', {
                  from: formatInstant(installed.notBefore, zone),
                  to: formatInstant(installed.notAfter, zone),
                })}
              </dd>
            </dl>
          ) : (
            <p className="empty">{t('certificate.none')}</p>
          )
        }
      </Loaded>
      {isAdmin && (
        <PendingForm onSubmit={upload} noValidate>
          <label>
            {t('certificate.file')}
            <input
              type="file"
              name="file"
              accept=".p12,.pfx,application/x-pkcs12"
              required
              aria-invalid={!!problem?.forField('file')}
            />
          </label>
          <FieldProblem problem={problem} field="file" />
          <label>
            {t('certificate.password')}
            <input
              type="password"
              name="password"
              autoComplete="off"
              aria-invalid={!!problem?.forField('password')}
            />
          </label>
          <FieldProblem problem={problem} field="password" />
          <div className="actions">
            <SubmitButton>{t('certificate.upload')}</SubmitButton>
            {certificate.data && (
              <button type="button" className="danger" onClick={() => void remove()}>
                {t('certificate.remove')}
              </button>
            )}
          </div>
        </PendingForm>
      )}
      <FormProblem problem={problem} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
