/**
 * The script partners put on their sites (built alone into /embed/site-form.js, decision 024): every element with
 * `data-site-form="{publicId}"` gets the partner's order form in a shadow root. While the visitor fills it in, the
 * script fetches a signed challenge and finds its proof of work with Web Crypto; the submission goes to the portal's
 * public endpoint without cookies.
 */
import {
  leadingZeroBits,
  proofInput,
  SITE_FORM_CODES,
  SITE_FORM_EMBED_TEXTS,
  SITE_FORM_FIELD_LABELS,
  SITE_FORM_FIELDS,
  type SiteFormField,
  type SiteFormView,
} from '@portal/domain/site-form-embed';
import { sha256 } from './sha256';
import { siteFormMarkup } from './site-form-markup';

type Challenge = { challenge: string; difficulty: number; minFillMs: number };
type Proof = { challenge: string; proof: string; readyAt: number };
type ApiAnswer = { code?: string; message?: string; details?: Array<{ field: string; message: string }> };

/** Refusals after which a new challenge is needed. */
const STALE_CHALLENGE: string[] = [
  SITE_FORM_CODES.challengeInvalid,
  SITE_FORM_CODES.challengeExpired,
  SITE_FORM_CODES.challengeReused,
  SITE_FORM_CODES.proofInvalid,
];

const script = document.currentScript as HTMLScriptElement | null;
const portal = script ? new URL(script.src, location.href).origin : location.origin;
const encoder = new TextEncoder();

async function call<T>(path: string, init?: RequestInit): Promise<{ ok: boolean; body: T & ApiAnswer }> {
  let response: Response;
  try {
    response = await fetch(`${portal}/api/public/site-forms/${path}`, { ...init, credentials: 'omit', mode: 'cors' });
  } catch {
    // No connection: the caller shows its own Russian text.
    throw new Error('');
  }
  let body: T & ApiAnswer;
  try {
    body = (await response.json()) as T & ApiAnswer;
  } catch {
    body = {} as T & ApiAnswer;
  }
  return { ok: response.ok, body };
}

const BATCH = 256;

/**
 * Finds a suffix whose SHA-256 with the challenge has the asked leading zero bits: with Web Crypto in batches, or in
 * plain JavaScript where Web Crypto is missing (a plain http page), yielding to the page between batches.
 */
async function solve(challenge: string, difficulty: number): Promise<string> {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  for (let start = 0; ; start += BATCH) {
    const suffixes = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const inputs = suffixes.map((suffix) => encoder.encode(proofInput(challenge, suffix)));
    const hashes = subtle
      ? (await Promise.all(inputs.map((input) => subtle.digest('SHA-256', input)))).map((hash) => new Uint8Array(hash))
      : inputs.map(sha256);
    const found = hashes.findIndex((hash) => leadingZeroBits(hash) >= difficulty);
    if (found >= 0) return suffixes[found] ?? '0';
    if (!subtle) await new Promise((resolve) => setTimeout(resolve));
  }
}

async function prepare(publicId: string): Promise<Proof> {
  const { ok, body } = await call<Challenge>(`${encodeURIComponent(publicId)}/challenge`);
  if (!ok) throw new Error(body.message ?? SITE_FORM_EMBED_TEXTS.sendFailed);
  const readyAt = Date.now() + body.minFillMs;
  return { challenge: body.challenge, proof: await solve(body.challenge, body.difficulty), readyAt };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
}

/** What the visitor typed, the way the endpoint takes it; or the first thing to fix. */
function collect(form: HTMLFormElement, view: SiteFormView): { body: Record<string, unknown> } | { error: string } {
  const body: Record<string, unknown> = {};
  for (const field of SITE_FORM_FIELDS) {
    if (!view.fields[field].shown) continue;
    const value = control(form, field)?.value.trim() ?? '';
    if (view.fields[field].required && value === '') return { error: `${SITE_FORM_FIELD_LABELS[field]}: Обязательное поле` };
    body[field] = value;
  }
  const [only] = view.products;
  body.products =
    view.strictChoice && only
      ? [only.id]
      : [...form.querySelectorAll<HTMLInputElement>('input[name="products"]:checked')].map((input) => input.value);
  body.workplaces = Number(control(form, 'workplaces')?.value || 1);
  body.consent = (control(form, 'consent') as HTMLInputElement | null)?.checked === true;
  if (body.consent !== true) return { error: SITE_FORM_EMBED_TEXTS.consentRequired };
  body.website = control(form, 'website')?.value ?? '';
  return { body };
}

function refusal(answer: ApiAnswer): string {
  const detail = answer.details?.[0];
  const label = detail && detail.field in SITE_FORM_FIELD_LABELS ? SITE_FORM_FIELD_LABELS[detail.field as SiteFormField] : null;
  if (detail && label) return `${label}: ${detail.message}`;
  return answer.message ?? SITE_FORM_EMBED_TEXTS.sendFailed;
}

async function mount(host: HTMLElement): Promise<void> {
  const publicId = host.dataset.siteForm ?? '';
  if (host.shadowRoot || !publicId) return;
  const root = host.attachShadow({ mode: 'open' });
  root.textContent = SITE_FORM_EMBED_TEXTS.preparing;
  let view: SiteFormView;
  try {
    const answer = await call<SiteFormView>(encodeURIComponent(publicId));
    if (!answer.ok) throw new Error(answer.body.message);
    view = answer.body;
  } catch (error) {
    root.textContent = error instanceof Error && error.message ? error.message : SITE_FORM_EMBED_TEXTS.loadFailed;
    return;
  }
  root.innerHTML = siteFormMarkup(view);
  const form = root.querySelector('form');
  const errorLine = root.querySelector<HTMLElement>('.psf-error');
  const button = root.querySelector<HTMLButtonElement>('.psf-button');
  const success = root.querySelector<HTMLElement>('.psf-success');
  if (!form || !errorLine || !button || !success) return;
  let proof = prepare(publicId);
  proof.catch(() => undefined);
  const showError = (text: string) => {
    errorLine.textContent = text;
    errorLine.hidden = false;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const collected = collect(form, view);
    if ('error' in collected) return showError(collected.error);
    errorLine.hidden = true;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = SITE_FORM_EMBED_TEXTS.sending;
    void (async () => {
      try {
        const ready = await proof;
        await sleep(ready.readyAt - Date.now());
        const { ok, body } = await call<{ message: string }>(`${encodeURIComponent(publicId)}/submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...collected.body, challenge: ready.challenge, proof: ready.proof }),
        });
        if (ok) {
          success.textContent = body.message ?? view.successText;
          success.hidden = false;
          form.classList.add('psf-done');
          return;
        }
        if (body.code && STALE_CHALLENGE.includes(body.code)) {
          proof = prepare(publicId);
          proof.catch(() => undefined);
        }
        showError(refusal(body));
      } catch (error) {
        proof = prepare(publicId);
        proof.catch(() => undefined);
        showError(error instanceof Error && error.message ? error.message : SITE_FORM_EMBED_TEXTS.sendFailed);
      } finally {
        button.disabled = false;
        button.textContent = label;
      }
    })();
  });
}

function mountAll(): void {
  document.querySelectorAll<HTMLElement>('[data-site-form]').forEach((host) => void mount(host));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
