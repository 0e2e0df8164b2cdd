/** The AccountDirectory port: does a login exist in the vendor's account system, and is it a partner's. */
export type AccountLookup = { exists: boolean; isPartner: boolean };

export type AccountDirectory = {
  lookup(login: string): Promise<AccountLookup>;
};
