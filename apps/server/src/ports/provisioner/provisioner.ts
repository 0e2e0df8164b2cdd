/** The Provisioner port: deploys and removes a hosted application on the vendor's platform. */
export type Deployment = { subscriptionId: string; partnerId: string; serviceName: string; infoBaseName: string | null };
export type Removal = { subscriptionId: string; partnerId: string; serviceName: string };

export type Provisioner = {
  /** Resolves when the application is deployed; deploying the same subscription twice is harmless. Throws on failure. */
  deploy(deployment: Deployment): Promise<void>;
  /** Resolves when the application and its data are removed; removing an already removed one is harmless. Throws on failure. */
  remove(removal: Removal): Promise<void>;
};

export class ProvisionerError extends Error {}
