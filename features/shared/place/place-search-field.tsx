'use client';
import Autocomplete, { type AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { useLocationSearch } from './use-location-search';

export interface PlaceSearchFieldProps {
  /** The input's id (a failed submit may focus it). */
  id?: string;
  inputValue: string;
  onInputChange: (value: string, reason: AutocompleteInputChangeReason) => void;
  onPick: (hit: LocationSearchResult | null) => void;
  label: string;
  placeholder: string;
  error?: boolean;
  helperText?: string;
  /** Shown under the box when there is no helperText (e.g. text typed but no place picked). */
  hint?: string;
}

/** Search-as-you-type for a neighbourhood or district by name (the options are the server's hits, unfiltered). */
export function PlaceSearchField({ id, inputValue, onInputChange, onPick, label, placeholder, error, helperText, hint }: PlaceSearchFieldProps) {
  const search = useLocationSearch(inputValue);
  return (
    <Autocomplete<LocationSearchResult, false, false, false>
      id={id}
      options={search.results}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => onPick(v)}
      clearOnBlur={false}
      inputValue={inputValue}
      onInputChange={(_, v, reason) => onInputChange(v, reason)}
      loading={search.loading}
      noOptionsText={search.enabled ? 'محله‌ای با این نام پیدا نشد' : 'دست‌کم دو حرف از نام محله را بنویسید'}
      loadingText="در حال جست‌وجو…"
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography>{o.name}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {toPersianDigits(o.district)}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText ?? hint}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'place-search' } }}
        />
      )}
    />
  );
}
