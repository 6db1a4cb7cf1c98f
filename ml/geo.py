"""Minimal geometry (no shapely on the Debian image): point-in-polygon, distances, simplification."""
from __future__ import annotations

import json
import math

import numpy as np

from common import DATA


def load_districts() -> list[dict]:
    g = json.load(open(DATA / 'tehran_districts_osm' / 'tehran_22_districts.geojson', encoding='utf-8'))
    out = []
    for f in g['features']:
        ring = np.array(f['geometry']['coordinates'][0], dtype=float)  # lon, lat
        out.append({'district': int(f['properties']['district']), 'name_fa': f['properties']['name_fa'], 'ring': ring})
    out.sort(key=lambda d: d['district'])
    return out


def points_in_ring(lon: np.ndarray, lat: np.ndarray, ring: np.ndarray) -> np.ndarray:
    """Even-odd ray casting, vectorised over points (same rule as @turf/boolean-point-in-polygon)."""
    inside = np.zeros(len(lon), dtype=bool)
    x1, y1 = ring[:-1, 0], ring[:-1, 1]
    x2, y2 = ring[1:, 0], ring[1:, 1]
    for a, b, c, d in zip(x1, y1, x2, y2):
        cond = (b > lat) != (d > lat)
        with np.errstate(divide='ignore', invalid='ignore'):
            xint = (c - a) * (lat - b) / (d - b) + a
        inside ^= cond & (lon < xint)
    return inside


def district_of(lat, lng, districts) -> np.ndarray:
    lat = np.asarray(lat, dtype=float)
    lng = np.asarray(lng, dtype=float)
    res = np.zeros(len(lat), dtype=int)
    ok = np.isfinite(lat) & np.isfinite(lng)
    for d in districts:
        r = d['ring']
        bb = ok & (lng >= r[:, 0].min()) & (lng <= r[:, 0].max()) & (lat >= r[:, 1].min()) & (lat <= r[:, 1].max()) & (res == 0)
        if bb.any():
            idx = np.where(bb)[0]
            hit = points_in_ring(lng[idx], lat[idx], r)
            res[idx[hit]] = d['district']
    return res


def haversine_km(lat1, lng1, lat2, lng2):
    r = 6371.0088
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dp = p2 - p1
    dl = np.radians(np.asarray(lng2) - np.asarray(lng1))
    a = np.sin(dp / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
    return 2 * r * np.arcsin(np.sqrt(a))


def simplify(ring: np.ndarray, tol: float) -> np.ndarray:
    """Douglas–Peucker on a closed ring (degrees); keeps the ring closed."""
    pts = ring

    def rec(i, j, keep):
        if j <= i + 1:
            return
        a, b = pts[i], pts[j]
        seg = b - a
        n = math.hypot(*seg)
        sub = pts[i + 1:j]
        if n == 0:
            d = np.hypot(*(sub - a).T)
        else:
            d = np.abs(np.cross(seg, sub - a)) / n
        k = int(np.argmax(d))
        if d[k] > tol:
            m = i + 1 + k
            keep[m] = True
            rec(i, m, keep)
            rec(m, j, keep)

    keep = np.zeros(len(pts), dtype=bool)
    keep[0] = keep[-1] = True
    mid = len(pts) // 2
    keep[mid] = True
    import sys
    sys.setrecursionlimit(10000)
    rec(0, mid, keep)
    rec(mid, len(pts) - 1, keep)
    return pts[keep]


def polygon_area(ring: np.ndarray) -> float:
    """Unsigned shoelace area in degrees² (only compared, never converted)."""
    x, y = ring[:, 0], ring[:, 1]
    return float(abs(np.dot(x[:-1], y[1:]) - np.dot(x[1:], y[:-1])) / 2)


def polygon_centroid(ring: np.ndarray) -> tuple[float, float]:
    """Area centroid (lon, lat) of a closed ring."""
    x, y = ring[:, 0], ring[:, 1]
    cross = x[:-1] * y[1:] - x[1:] * y[:-1]
    a = cross.sum() / 2
    if abs(a) < 1e-15:
        return float(x.mean()), float(y.mean())
    return float(((x[:-1] + x[1:]) * cross).sum() / (6 * a)), float(((y[:-1] + y[1:]) * cross).sum() / (6 * a))
