"""Write the small committed evaluation sample (ml/sample/) used by the ml:evaluate test.

Same folder layout and columns as the shared data; random rows with a fixed seed. Not representative of
the full data's accuracy — only a fast end-to-end check of the evaluation script (the 1402/1403 files, the
index check and the rent backtest included).
"""
from __future__ import annotations

import hashlib
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pandas as pd  # noqa: E402

from common import DATA, SEED, load_csv  # noqa: E402

OUT = Path(__file__).resolve().parent / 'sample'
FILES = {
    'tehran_sale_listings_1401/divar_sale_cleaned_1401.csv.gz': 700,
    'tehran_sale_listings_1401/portal_sale_latlng_1401.csv.gz': 150,
    'tehran_sale_listings_1401/merged_sale_1401.csv.gz': 100,
    'tehran_rent_divar_1399_1400/tehran_rent_listings.csv.gz': 450,
    'tehran_sale_listings_1402/divar.csv.gz': 100,
}
# The 1403 files carry the ads' free text: the sample keeps a hash of it (their duplicate key), not the words.
TEXT_FILES = {
    'divar_listings_1403_official_sample/sample_rent_data.csv.gz': 250,
    'divar_listings_1403_official_sample/cleaned_data.csv.gz': 100,
}
COPIED = ['tehran_cbi_district_prices/cbi_tehran_district_monthly_clean.csv',
          'tehran_sci_district_rent_quarterly/sci_district_rent_quarterly_long.csv']


def write(df: pd.DataFrame, rel: str) -> None:
    out = OUT / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    df.to_csv(out, index=False, compression={'method': 'gzip', 'mtime': 0})


def main() -> None:
    for rel, n in FILES.items():
        write(load_csv(rel).sample(n=n, random_state=SEED), rel)
    for rel, n in TEXT_FILES.items():
        df = load_csv(rel).sample(n=n, random_state=SEED)
        for col in ('title', 'description'):
            df[col] = df[col].astype(str).map(lambda t: hashlib.sha1(t.encode('utf-8')).hexdigest()[:12])
        write(df, rel)
    ads = load_csv('divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
    write(ads[ads.city == 'tehran'].sample(n=200, random_state=SEED), 'divar_ads_2024_pardis_tehran/divar_realestate_ads_2024.csv.gz')
    for rel in COPIED:
        (OUT / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(DATA / rel, OUT / rel)
    print('wrote', OUT)


if __name__ == '__main__':
    main()
