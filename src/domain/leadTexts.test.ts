import { describe, expect, it } from 'vitest';
import { CONTACT_PROJECT_TYPES, PROJECT_TIMEFRAMES } from './constants';
import { choiceLabel, leadStatusSavedMessage, yesNo } from './leadTexts';

describe('lead texts', () => {
  it('shows a choice by its label, an unknown slug as sent, and none as a dash', () => {
    expect(choiceLabel(PROJECT_TIMEFRAMES, '3-months-plus')).toBe('3+ Months');
    expect(choiceLabel(CONTACT_PROJECT_TYPES, 'deck-extension')).toBe('Deck Extension');
    expect(choiceLabel(CONTACT_PROJECT_TYPES, 'pergola')).toBe('pergola');
    expect(choiceLabel(CONTACT_PROJECT_TYPES, null)).toBe('—');
  });

  it('names the saved status by its label', () => {
    expect(leadStatusSavedMessage('won')).toBe('Status changed to Won');
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
