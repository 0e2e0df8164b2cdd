import { describe, expect, it } from 'vitest';
import { noticeForAction, promoActionHref, sectionForAction } from './promo-action';

describe('sectionForAction', () => {
  it('maps the spec actions to their sections', () => {
    expect(sectionForAction('order')).toBe('application');
    expect(sectionForAction('capabilities')).toBe('capabilities');
    expect(sectionForAction('about')).toBe('about');
  });

  it('scrolls nowhere for notices, unknown or missing actions', () => {
    expect(sectionForAction('success')).toBeNull();
    expect(sectionForAction('error')).toBeNull();
    expect(sectionForAction('toString')).toBeNull();
    expect(sectionForAction('')).toBeNull();
    expect(sectionForAction(null)).toBeNull();
  });
});

describe('noticeForAction', () => {
  it('shows a notice only for success and error', () => {
    expect(noticeForAction('success')).toBe('success');
    expect(noticeForAction('error')).toBe('error');
    expect(noticeForAction('order')).toBeNull();
    expect(noticeForAction(null)).toBeNull();
  });
});

describe('promoActionHref', () => {
  it('appends the action to the landing page link', () => {
    expect(promoActionHref('#/promo', 'order')).toBe('#/promo?action=order');
  });
});
