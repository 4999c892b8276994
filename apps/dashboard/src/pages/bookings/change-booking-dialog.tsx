import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { ModalDialog } from "../../components/modal-dialog.js";
import { useBookingVersion } from "./change-booking-query.js";
import { ChangeBookingForm } from "./change-booking-form.js";

/**
 * Changes one booking: it is read afresh with its ETag when the dialog opens, and the form starts
 * from that version (a reload after "changed elsewhere" starts it again from the new one).
 */
export function ChangeBookingDialog({
  bookingId,
  bookingRef,
  onClose,
}: {
  bookingId: string;
  bookingRef: string;
  onClose: () => void;
}) {
  const version = useBookingVersion(bookingId);
  return (
    <ModalDialog title={`Change booking ${bookingRef}`} onClose={onClose}>
      {version.isPending && <LoadingState label="Loading the booking" />}
      {version.isError && (
        <>
          <ErrorNotice title="The booking could not be loaded" error={version.error} onRetry={() => void version.refetch()} />
          <div className="actions">
            <button type="button" className="button secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
      {version.data && (
        <ChangeBookingForm
          key={version.data.etag}
          booking={version.data.booking}
          etag={version.data.etag}
          reloading={version.isFetching}
          onReload={() => void version.refetch()}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </ModalDialog>
  );
}
