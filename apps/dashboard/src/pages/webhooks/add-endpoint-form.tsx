import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { WEBHOOK_EVENT_TYPES } from "@reservation-api/contract";
import { ErrorNotice } from "../../components/error-notice.js";
import { TextField } from "../../components/text-field.js";
import { fieldErrorsOf, trpc } from "../../trpc.js";
import { webhookKeys, type RevealedSecrets, type WebhookEndpoint } from "./webhook-data.js";

type EventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** URL and event types; the server checks where the URL may point and answers per field. */
export function AddEndpointForm({
  onAdded,
  onCancel,
}: {
  onAdded: (endpoint: WebhookEndpoint, secrets: RevealedSecrets) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [eventTypes, setEventTypes] = useState<EventType[]>([...WEBHOOK_EVENT_TYPES]);
  const add = useMutation({
    mutationFn: () => trpc.webhooks.add.mutate({ url: url.trim(), eventTypes }),
    onSuccess: ({ secret, ...endpoint }) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
      onAdded(endpoint, { secret, previousSecrets: [] });
    },
  });
  const errors = fieldErrorsOf(add.error);
  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;
  const toggle = (type: EventType, on: boolean) =>
    setEventTypes((types) => (on ? [...types, type] : types.filter((t) => t !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className="card stack" aria-labelledby="add-endpoint-title" onSubmit={submit} noValidate>
      <h2 id="add-endpoint-title">Add an endpoint</h2>
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks/reservations"
        hint="Must be https and reachable from the internet."
        value={url}
        error={errorFor("url")}
        onChange={(e) => setUrl(e.target.value)}
      />
      <fieldset
        className="checkbox-group"
        aria-describedby={errorFor("eventTypes") === undefined ? undefined : "event-types-error"}
      >
        <legend>Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input type="checkbox" checked={eventTypes.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />{" "}
            <code>{type}</code>
          </label>
        ))}
        {errorFor("eventTypes") !== undefined && (
          <p id="event-types-error" className="field-error">
            {errorFor("eventTypes")}
          </p>
        )}
      </fieldset>
      {add.isError && errors.length === 0 && <ErrorNotice title="Endpoint not added" error={add.error} />}
      <div className="actions">
        <button type="submit" className="button primary" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add endpoint"}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
