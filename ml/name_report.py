"""How many of each shared listing file's place names resolve (issue 30: at least 99 % of every file).

A row counts as resolved when its name reaches a catalogue place or a town outside the service area (the user is
told so rather than "unknown"), or, when the name does not, when its pin lies in a mahalle polygon or district
(the runtime places a pin the same way). Rows whose place cell names no place at all (empty, digits of a shifted
portal row, the merged crawl's bare «محله», «شهرک», «کوی») and carry no pin are counted apart: the rate is over the
rows that name a place or carry a pin, and the strict rate over every row is printed beside it.
"""
from __future__ import annotations

import numpy as np
import pandas as pd

from dataset import Catalogue, listing_names
from geo import district_of
from names import OUTSIDE, is_place_name

TARGET = 0.99


def resolution_rates(cat: Catalogue) -> list[dict]:
    out = []
    for label, df in listing_names().items():
        memo = {v: cat.resolve(v) for v in df.name.astype(str).unique()}
        res = df.name.astype(str).map(memo)
        named = df.name.astype(str).map(lambda v: is_place_name(v)).values
        place = res.map(lambda v: v is not None and v != OUTSIDE).values
        outside = (res == OUTSIDE).values
        has_pin = (df.lat.between(35.0, 36.5) & df.lng.between(50.5, 52.5)).values
        d_pin = np.zeros(len(df), dtype=int)
        if has_pin.any():
            d_pin[has_pin] = district_of(df.lat.values[has_pin], df.lng.values[has_pin], cat.districts)
        by_pin = ~place & ~outside & has_pin & (d_pin > 0)
        pin_outside = ~place & ~outside & has_pin & (d_pin == 0)
        counted = named | has_pin
        ok = place | outside | by_pin | pin_outside
        unknown = counted & ~ok
        out.append({
            'file': label, 'rows': len(df), 'counted': int(counted.sum()), 'place': int(place.sum()),
            'outside': int((outside | pin_outside).sum()), 'pin': int(by_pin.sum()), 'unknown': int(unknown.sum()),
            'no_name': int((~counted).sum()), 'rate': float((ok & counted).sum() / max(1, counted.sum())),
            'strict': float(ok.sum() / max(1, len(df))),
            'unknown_names': pd.Series(df.name.values[unknown]).value_counts().head(8).to_dict(),
        })
    return out


def report_lines(rows: list[dict]) -> list[str]:
    lines = ['## Neighbourhood names — resolution per shared listing file', '',
             'A row is resolved when its name reaches a catalogue place or a town outside the service area, or else its pin '
             'lies inside Tehran (a mahalle polygon, else the nearest centre in its district) or outside it. "no place name": '
             'the cell holds none (empty, a shifted row\'s digits, the merged crawl\'s bare «محله»/«شهرک»/«کوی») and there is '
             f'no pin; the rate is over the other rows (target ≥ {100 * TARGET:.0f} %), the strict rate over all rows.', '',
             '| file | rows | by name | outside the service area | by pin | unknown | no place name | rate | strict rate | most frequent unknown |',
             '|---|---|---|---|---|---|---|---|---|---|']
    for r in rows:
        top = '، '.join(f'{k.strip()} ({v})' for k, v in list(r['unknown_names'].items())[:5]) or '—'
        lines.append(f"| {r['file']} | {r['rows']:,} | {r['place']:,} | {r['outside']:,} | {r['pin']:,} | {r['unknown']:,} | "
                     f"{r['no_name']:,} | {100 * r['rate']:.2f} % | {100 * r['strict']:.2f} % | {top} |")
    lines.append('')
    return lines


if __name__ == '__main__':
    print('\n'.join(report_lines(resolution_rates(Catalogue()))))
