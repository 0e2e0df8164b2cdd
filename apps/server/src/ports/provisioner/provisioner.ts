/** The Provisioner port: deploys a hosted application on the vendor's platform. */
export type Deployment = { subscriptionId: string; partnerId: string; serviceName: string; infoBaseName: string | null };

export type Provisioner = {
  /** Resolves when the application is deployed; deploying the same subscription twice is harmless. Throws on failure. */
  deploy(deployment: Deployment): Promise<void>;
};

export class ProvisionerError extends Error {}
