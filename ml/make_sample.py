"""Write the small committed evaluation sample (ml/sample/) used by the ml:evaluate test.

Same folder layout and columns as the shared data; random rows with a fixed seed. Not representative of
the full data's accuracy — only a fast end-to-end check of the evaluation script.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA, SEED, load_csv  # noqa: E402

OUT = Path(__file__).resolve().parent / 'sample'
FILES = {
    'tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz': 700,
    'tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz': 150,
    'tehran_sale_listings_1401/merged_sale_1401.csv.gz': 100,
    'tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz': 450,
}


def main() -> None:
    for rel, n in FILES.items():
        df = load_csv(rel)
        out = OUT / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        df.sample(n=n, random_state=SEED).to_csv(out, index=False, compression={'method': 'gzip', 'mtime': 0})
    rel = 'tehran_cbi_district_prices/cbi_tehran_district_monthly_clean.csv'
    (OUT / rel).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DATA / rel, OUT / rel)
    print('wrote', OUT)


if __name__ == '__main__':
    main()
