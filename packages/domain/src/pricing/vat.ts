/** The VAT note of document 3 §9 (prices exclude VAT; VAT at 22 percent may apply from 2026), worded once. */
export const VAT_NOTE =
  'Цены указываются в рублях без учета НДС; с 2026 года к ним может применяться НДС по ставке 22 процента в соответствии с законодательством Российской Федерации.';
