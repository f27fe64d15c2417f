// The filter controls of the traffic view.
import type { Direction } from '../../client';
import type { LaneFilter, TrafficFilter } from './trafficFilter';

interface TrafficFiltersProps {
  filter: TrafficFilter;
  methods: readonly string[];
  onChange: (filter: TrafficFilter) => void;
}

export function TrafficFilters({ filter, methods, onChange }: TrafficFiltersProps) {
  return (
    <div className="toolbar" role="search" aria-label="Traffic filters">
      <label>
        Lane{' '}
        <select
          value={filter.lane}
          onChange={(event) => onChange({ ...filter, lane: event.target.value as LaneFilter })}
        >
          <option value="all">all</option>
          <option value="server">server</option>
          <option value="app">app ↔ host</option>
        </select>
      </label>
      <label>
        Direction{' '}
        <select
          value={filter.direction}
          onChange={(event) => onChange({ ...filter, direction: event.target.value as Direction | 'all' })}
        >
          <option value="all">both</option>
          <option value="out">sent</option>
          <option value="in">received</option>
        </select>
      </label>
      <label>
        Method{' '}
        <select
          value={filter.method}
          onChange={(event) => onChange({ ...filter, method: event.target.value })}
        >
          <option value="">any</option>
          {methods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.errorsOnly}
          onChange={(event) => onChange({ ...filter, errorsOnly: event.target.checked })}
        />{' '}
        Errors only
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.hideEditor}
          onChange={(event) => onChange({ ...filter, hideEditor: event.target.checked })}
        />{' '}
        Hide editor calls
      </label>
      <label>
        Search{' '}
        <input
          type="search"
          value={filter.text}
          placeholder="text in the message"
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </label>
    </div>
  );
}
