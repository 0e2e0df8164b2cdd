/** cloud.list: the active licences from the cloud feature, each deleted with the subscriptions feature's own control. */
import { ActiveLicencesPage } from '../../features/cloud/active-licences-page';
import { ConfirmDeleteButton } from '../../features/subscriptions/components/confirm-delete-button';

export function CloudListView() {
  return (
    <ActiveLicencesPage
      renderDelete={(licence) => (
        <ConfirmDeleteButton
          subscriptionId={licence.subscriptionId}
          name={licence.serviceName}
          plannedDeletion={licence.expirationDate}
          disabled={licence.deployStatus !== 'DEPLOYED' || licence.changeOrderId !== null}
        />
      )}
    />
  );
}
