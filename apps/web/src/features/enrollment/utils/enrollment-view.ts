/**
 * What the enrolment page shows for a status (document 2 §2 "Infrastructure enrolment"): the banner, whether the form
 * still takes a request, the submit button's state, the distributor choice and the contact e-mail requirement.
 */
import { enrolmentSubmitState, IAS_NONE, IAS_TEXTS, type Distributor, type IasParticipation, type IasState } from '@portal/domain';

export type BannerSeverity = 'success' | 'info' | 'error' | 'warning';

export type EnrollmentBanner = { severity: BannerSeverity; title: string; text: string; reason: string | null; toCalculator: boolean };

export type EnrollmentView = {
  state: IasState;
  banner: EnrollmentBanner;
  submit: 'hidden' | 'disabled' | 'enabled';
  /** A status exists: the offer is shown as accepted and nothing can be changed. */
  locked: boolean;
  /** No distributor is set: the partner chooses one (the settlement scheme). */
  choosesDistributor: boolean;
  /** No contact e-mail in the profile: the request cannot be sent. */
  emailMissing: boolean;
};

export type EnrollmentFacts = {
  ias: IasParticipation | null;
  contactEmail: string | null;
  distributor: Distributor | null;
  submitting: boolean;
};

function bannerOf(ias: IasParticipation | null, choosesDistributor: boolean): EnrollmentBanner {
  if (!ias) {
    const text = choosesDistributor ? `${IAS_TEXTS.none} ${IAS_TEXTS.noneChooseScheme}` : IAS_TEXTS.none;
    return { severity: 'info', title: IAS_TEXTS.noneTitle, text, reason: null, toCalculator: false };
  }
  switch (ias.iasStatus) {
    case 'on':
      return { severity: 'success', title: IAS_TEXTS.onTitle, text: IAS_TEXTS.on(ias.email), reason: null, toCalculator: true };
    case 'pending':
      return { severity: 'info', title: IAS_TEXTS.pendingTitle, text: IAS_TEXTS.pending(ias.email), reason: null, toCalculator: false };
    case 'refused':
      return { severity: 'error', title: IAS_TEXTS.refusedTitle, text: IAS_TEXTS.refused, reason: ias.reason, toCalculator: false };
    case 'off':
      return { severity: 'warning', title: IAS_TEXTS.offTitle, text: IAS_TEXTS.off, reason: ias.reason, toCalculator: false };
  }
}

export function enrollmentView({ ias, contactEmail, distributor, submitting }: EnrollmentFacts): EnrollmentView {
  const state: IasState = ias?.iasStatus ?? IAS_NONE;
  const locked = state !== IAS_NONE;
  const choosesDistributor = !locked && distributor === null;
  const emailMissing = !locked && !contactEmail?.trim();
  const submit = enrolmentSubmitState(state, submitting);
  return {
    state,
    banner: bannerOf(ias, choosesDistributor),
    submit: submit === 'enabled' && emailMissing ? 'disabled' : submit,
    locked,
    choosesDistributor,
    emailMissing,
  };
}
