import { useState, type FormEvent } from "react";
import { API_OPERATIONS, STATUS_CLASSES } from "@reservation-api/contract";
import { ENDPOINT_LABELS, METHODS, type RequestLogFilters } from "./request-log-filters.js";

const NO_FILTERS: RequestLogFilters = { statusClass: "", operation: "", method: "", from: "", to: "", requestId: "" };

/** Filters and the request-id search; applied together on submit, so each change is not a new query. */
export function RequestLogFilterForm({
  filters,
  onApply,
}: {
  filters: RequestLogFilters;
  onApply: (filters: RequestLogFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = <K extends keyof RequestLogFilters>(key: K, value: RequestLogFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, requestId: draft.requestId.trim() });
  };
  return (
    <form className="card log-filters" onSubmit={submit} aria-label="Filter the request log">
      <div className="log-filter-fields">
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          value={draft.statusClass}
          options={STATUS_CLASSES.map((statusClass) => [statusClass, statusClass])}
          onChange={(value) => set("statusClass", value as RequestLogFilters["statusClass"])}
        />
        <FilterSelect
          label="Endpoint"
          anyLabel="Any endpoint"
          value={draft.operation}
          options={API_OPERATIONS.map((operation) => [operation, ENDPOINT_LABELS[operation]])}
          onChange={(value) => set("operation", value as RequestLogFilters["operation"])}
        />
        <FilterSelect
          label="Method"
          anyLabel="Any method"
          value={draft.method}
          options={METHODS.map((method) => [method, method])}
          onChange={(value) => set("method", value)}
        />
        <label>
          From
          <input type="datetime-local" value={draft.from} onChange={(event) => set("from", event.target.value)} />
        </label>
        <label>
          Until
          <input type="datetime-local" value={draft.to} onChange={(event) => set("to", event.target.value)} />
        </label>
        <label className="log-filter-wide">
          Request id
          <input
            type="search"
            value={draft.requestId}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => set("requestId", event.target.value)}
          />
        </label>
      </div>
      <div className="actions">
        <button type="submit" className="button primary">
          Apply filters
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

/** A filter's select: "any" first (the empty value), then each choice as [value, label]. */
function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      {/* Named on its own: the wrapping label's text also holds every option (an endpoint named "…/status"). */}
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
