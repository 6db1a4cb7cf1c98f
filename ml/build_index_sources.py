"""Copy the two price series the market index is built from into the repository (server/valuation/engine/market-index/
sources.json), so the app and its tests never read ../shared/data.

Run: /usr/bin/python3 ml/build_index_sources.py   (then `npm run index:build` rebuilds the committed index)
  cbi:   [district (0 = city), 'YYYY-MM', price toman/m², transactions] — Central Bank, transactions, 1396-07 … 1401-09
         (the clean file: 1401-05 on converted from thousand-rial; 1397-12 missing in the source)
  kilid: [district, 'YYYY-MM', median asking price toman/m², listings, 'DIRECT' | 'MODELED'] — Kilid, 1400-06 …
         1405-05; values rounded to 1e5 toman (the API's float32 artefacts, SOURCE.md)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import REPO, load_csv  # noqa: E402

OUT = REPO / 'server' / 'valuation' / 'engine' / 'market-index' / 'sources.json'


def main() -> None:
    c = load_csv('tehran_cbi_district_prices/cbi_tehran_district_monthly_clean.csv')
    cbi = [[int(r.district), f'{int(r.jalali_year):04d}-{int(r.jalali_month):02d}', int(round(r.price_toman_per_m2)),
            float(r.transactions)] for r in c.itertuples()]
    k = load_csv('tehran_kilid_district_prices_monthly/kilid_tehran_sale_price_monthly.csv')
    kilid = [[int(r.district_number), r.period_code, int(round(r.price_psm_median_toman / 1e5) * 1e5), int(r.sample_size), r.trust]
             for r in k.itertuples()]
    doc = {
        'cbi': {'source': 'بانک مرکزی (قیمت معاملات)', 'unit': 'toman/m²', 'rows': sorted(cbi, key=lambda r: (r[0], r[1]))},
        'kilid': {'source': 'کیلید (میانهٔ قیمت آگهی)', 'unit': 'toman/m²', 'rows': sorted(kilid, key=lambda r: (r[0], r[1]))},
    }
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), encoding='utf-8')
    print(f'wrote {OUT}: {len(cbi)} CBI rows, {len(kilid)} Kilid rows, {OUT.stat().st_size / 1e3:.0f} kB')


if __name__ == '__main__':
    main()
