"""Shared data loading, Persian name normalisation and cleaning rules for the valuation pipeline.

Every rule here is mirrored in TypeScript where the runtime needs it (server/places/normalize.ts);
keep the two in step.
"""
from __future__ import annotations

import os
import re
import hashlib
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parent.parent
DATA = Path(os.environ.get('VALUATION_DATA_DIR', REPO.parent / 'shared' / 'data'))
SEED = 20260101

ARABIC_MAP = str.maketrans({
    'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا',
    '۰': '0', '۱': '1', '۲': '2', '۳': '3', '۴': '4', '۵': '5', '۶': '6', '۷': '7', '۸': '8', '۹': '9',
    '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
})
PERSIAN_DIGITS = str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹')
LATIN_DIGITS = str.maketrans('۰۱۲۳۴۵۶۷۸۹', '0123456789')
# Diacritics and tatweel carry no meaning in place names.
DIACRITICS = re.compile('[\u064B-\u065F\u0670\u0640]')
SEPARATORS = re.compile('[\u200c\u200d\u200e\u200f\u00a0\\s\\-_،,.()]+')


def display_name(raw: str, keep_tehran: bool = False) -> str:
    """Readable normalised form: Persian letters and digits, single spaces, no 'تهران' suffix (unless keep_tehran)."""
    s = str(raw).translate(ARABIC_MAP)
    s = DIACRITICS.sub('', s)
    s = re.sub('[\u200c\u200d]', '\u200c', s)
    s = re.sub('[\u00a0\\s]+', ' ', s).strip()
    if not keep_tehran:
        s = re.sub('[،,]\\s*تهران$', '', s).strip()
        s = re.sub('\\s+تهران$', '', s).strip()
    s = s.strip(' ،,-')
    # Shown in Persian digits («شهرک نفت (منطقه ۵)»); name_key folds them back, so keys are unchanged.
    return s.translate(PERSIAN_DIGITS)


def name_key(raw: str, keep_tehran: bool = False) -> str:
    """Matching key: display name with every separator removed and آ folded to ا.

    The merged sale file removed all spaces ("جنتآبادمرکزی"), the rent file pads names with spaces, and
    the portal appends "تهران": this key makes all of them meet. keep_tehran keeps a final «تهران» that belongs to
    the name («آبشار تهران», Divar's lake, is not «آبشار» of district 12): such places are also stored under that
    full key, which lookups try first.
    """
    s = display_name(raw, keep_tehran).translate(LATIN_DIGITS)
    s = s.replace('آ', 'ا')
    s = SEPARATORS.sub('', s)
    return s


def stable_id(key: str, district: int | None) -> str:
    h = hashlib.sha1(f'{key}|{district or 0}'.encode('utf-8')).hexdigest()[:8]
    return f'nb-{h}'


def load_csv(rel: str, **kw) -> pd.DataFrame:
    return pd.read_csv(DATA / rel, **kw)


def jalali_month_index(y: int, m: int) -> int:
    return int(y) * 12 + int(m) - 1


def month_label(idx: int) -> str:
    return f'{idx // 12:04d}-{idx % 12 + 1:02d}'
