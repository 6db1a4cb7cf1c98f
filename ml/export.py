"""Export an XGBoost booster to the compact JSON the TypeScript scorer reads (server/valuation/engine/xgb-scorer.ts)."""
from __future__ import annotations

import json

import numpy as np
import xgboost as xgb


def f32(v: float) -> float:
    # The shortest decimal that round-trips the float32 XGBoost compares against; the scorer applies
    # Math.fround, so it recovers exactly that float32 (and the JSON stays small).
    return float(repr(np.float32(v)).replace('np.float32(', '').rstrip(')'))


def compact_model(bst: xgb.Booster, features: list[str]) -> dict:
    raw = json.loads(bst.save_raw('json').decode('utf-8'))
    learner = raw['learner']
    base = float(learner['learner_model_param']['base_score'])
    trees = []
    for t in learner['gradient_booster']['model']['trees']:
        left = t['left_children']
        trees.append({
            'f': [int(s) if l != -1 else -1 for s, l in zip(t['split_indices'], left)],
            't': [f32(v) for v in t['split_conditions']],
            'l': left,
            'r': t['right_children'],
            'd': [int(v) for v in t['default_left']],
            'c': [f32(v) for v in t['sum_hessian']],
        })
    return {'features': features, 'base_score': f32(base), 'trees': trees}
