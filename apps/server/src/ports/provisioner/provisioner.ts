/** The Provisioner port: deploys, resizes and removes a hosted application on the vendor's platform. */
export type Deployment = {
  subscriptionId: string;
  partnerId: string;
  serviceName: string;
  infoBaseName: string | null;
  /**
   * A demo turned into this paid subscription (decision 013): the application is deployed on that demo's database,
   * which it takes over with the client's data, instead of an empty one. Null for a new subscription.
   */
  fromSubscriptionId: string | null;
};
export type Removal = { subscriptionId: string; partnerId: string; serviceName: string };
/** A subscription's option counts after a change order: every option it sets, by service option id. */
export type Resize = { subscriptionId: string; orderId: string; partnerId: string; counts: Record<string, number> };

export type Provisioner = {
  /** Resolves when the application is deployed; deploying the same subscription twice is harmless. Throws on failure. */
  deploy(deployment: Deployment): Promise<void>;
  /** Resolves when the counts are in force; the same order applied twice is harmless (idempotent by orderId). Throws on failure. */
  resize(resize: Resize): Promise<void>;
  /** Resolves when the application and its data are removed; removing an already removed one is harmless. Throws on failure. */
  remove(removal: Removal): Promise<void>;
};

export class ProvisionerError extends Error {}
