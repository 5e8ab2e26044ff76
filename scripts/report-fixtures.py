#!/usr/bin/env python3
"""Writes Tests/AnalyticsTests/Fixtures/report-fixtures.json: reference values for the A/B report
(api.md, "Report"), computed outside the project with SciPy.

Needs SciPy and mpmath, e.g.:

    python3 -m venv /tmp/scipy-venv && /tmp/scipy-venv/bin/pip install scipy mpmath
    /tmp/scipy-venv/bin/python scripts/report-fixtures.py

Every value written comes from SciPy (Wilson interval: binomtest(...).proportion_ci(method="wilson");
p-values: norm.sf and chi2.sf) or from exact rational arithmetic (rates, lift, and the z and chi-square
statistics, which are rational or the square root of one, rounded once to a double). Each SciPy value is
checked against mpmath at 50 digits before it is written, so a reference is itself accurate to about
1e-12 relative or the script fails. Deterministic: running it again writes the same file.
"""
import json
import os
import sys
from fractions import Fraction

import mpmath
import scipy
from scipy import stats

mpmath.mp.dps = 50
Z95 = 1.959963984540054
MIN_IMPRESSIONS = 100
SRM_THRESHOLD = 0.001
TOLERANCE = 1e-12


def check(name, value, exact):
    """Fails unless the SciPy `value` agrees with the high-precision `exact` (an mpf)."""
    if value is None and exact is None:
        return
    exact = float(exact)
    if exact == 0.0 or abs(exact) < 1e-300:
        ok = abs(value) < 1e-300
    else:
        ok = abs(value - exact) <= TOLERANCE * abs(exact)
    if not ok:
        sys.exit(f"{name}: SciPy {value!r} disagrees with mpmath {exact!r}")


def exact_sqrt(q):
    """√q for a non-negative Fraction, as an mpf."""
    return mpmath.sqrt(mpmath.mpf(q.numerator) / q.denominator)


def wilson(x, n, name):
    if n == 0:
        return None, None
    ci = stats.binomtest(x, n).proportion_ci(confidence_level=0.95, method="wilson")
    low, high = float(ci.low), float(ci.high)
    z = mpmath.mpf(Z95)
    xm, nm = mpmath.mpf(x), mpmath.mpf(n)
    root = z * mpmath.sqrt(z * z + 4 * xm * (nm - xm) / nm)
    check(name + " ctr_low", low, (2 * xm + z * z - root) / (2 * (nm + z * z)))
    check(name + " ctr_high", high, (2 * xm + z * z + root) / (2 * (nm + z * z)))
    return low, high


def z_test(x1, n1, x2, n2, name):
    """Two-sided pooled two-proportion z-test of sample 2 against sample 1; None where undefined."""
    if n1 == 0 or n2 == 0:
        return None
    big_x, big_n = x1 + x2, n1 + n2
    if big_x == 0 or big_x == big_n:
        return None
    difference = Fraction(x2, n2) - Fraction(x1, n1)
    pooled = Fraction(big_x, big_n)
    variance = pooled * (1 - pooled) * (Fraction(1, n1) + Fraction(1, n2))
    z_exact = exact_sqrt(difference * difference / variance) * (1 if difference >= 0 else -1)
    z = float(z_exact)
    p = float(2 * stats.norm.sf(abs(z)))
    check(name + " p_value", p, mpmath.erfc(abs(z_exact) / mpmath.sqrt(2)))
    return p


def srm(impressions, weights, name):
    """Chi-square goodness of fit of impressions against weights, k - 1 degrees of freedom."""
    total = sum(impressions)
    if len(impressions) < 2 or total == 0:
        return None
    total_weight = sum(Fraction(w) for w in weights)
    statistic = Fraction(0)
    for observed, weight in zip(impressions, weights):
        expected = total * Fraction(weight) / total_weight
        statistic += (observed - expected) ** 2 / expected
    df = len(impressions) - 1
    x = float(statistic)
    p = float(stats.chi2.sf(x, df))
    exact_x = mpmath.mpf(statistic.numerator) / statistic.denominator
    check(name + " srm_p_value", p, mpmath.gammainc(mpmath.mpf(df) / 2, exact_x / 2, mpmath.inf, regularized=True))
    expected = [float(total * Fraction(w) / total_weight) for w in weights]
    scipy_p = float(stats.chisquare(impressions, expected).pvalue)
    if abs(scipy_p - p) > 1e-9 * max(p, 1e-300) and p > 1e-300:
        sys.exit(f"{name}: chisquare {scipy_p!r} disagrees with chi2.sf of the exact statistic {p!r}")
    return p


def ratio(numerator, denominator):
    return None if denominator == 0 else float(Fraction(numerator, denominator))


def report_case(name, variants, counts, source="app", date_from=None, date_to=None):
    """`variants`: [(id, weight)] in file order; `counts`: {id: (impressions, users, taps, closes)},
    variants without events left out, as the store does."""
    rows = [(vid, weight, counts.get(vid, (0, 0, 0, 0))) for vid, weight in variants]
    control = rows[0][2]
    expected_variants = []
    for index, (vid, weight, (n, users, taps, closes)) in enumerate(rows):
        label = f"{name} {vid}"
        low, high = wilson(taps, n, label)
        lift = None
        p_value = None
        if index > 0:
            n0, x0 = control[0], control[2]
            if n > 0 and n0 > 0 and x0 > 0:
                lift = float(Fraction(taps, n) / Fraction(x0, n0) - 1)
            p_value = z_test(x0, n0, taps, n, label)
        expected_variants.append({
            "id": vid, "ctr": ratio(taps, n), "ctr_low": low, "ctr_high": high,
            "close_rate": ratio(closes, n), "lift": lift, "p_value": p_value,
        })
    srm_p = srm([row[2][0] for row in rows], [row[1] for row in rows], name)
    warnings = []
    if srm_p is not None and srm_p < SRM_THRESHOLD:
        warnings.append("srm")
    if any(row[2][0] < MIN_IMPRESSIONS for row in rows):
        warnings.append("min_sample")
    return {
        "name": name, "source": source, "from": date_from, "to": date_to,
        "variants": [{"id": vid, "weight": weight} for vid, weight in variants],
        "counts": [{"variant": vid, "impressions": c[0], "users": c[1], "taps": c[2], "closes": c[3]}
                   for vid, c in sorted(counts.items())],
        "expected": {"variants": expected_variants, "srm_p_value": srm_p, "warnings": warnings},
    }


CASES = [
    report_case("two variants", [("A", 50), ("B", 50)],
                {"A": (1000, 912, 50, 700), "B": (1012, 930, 65, 690)}),
    report_case("zero taps in a variant", [("A", 50), ("B", 50)],
                {"A": (500, 480, 12, 300), "B": (520, 500, 0, 330)}),
    report_case("a variant without impressions", [("A", 1), ("B", 1), ("C", 1)],
                {"A": (120, 118, 6, 80), "B": (110, 101, 9, 70)}),
    report_case("one variant", [("A", 1)], {"A": (1000, 990, 31, 640)}),
    report_case("three variants, weights 50/30/20", [("control", 50), ("x", 30), ("y", 20)],
                {"control": (5000, 4800, 250, 3100), "x": (3050, 2990, 170, 1900), "y": (1950, 1900, 90, 1250)}),
    report_case("large sample, 100k impressions", [("A", 50), ("B", 50)],
                {"A": (100000, 97000, 5000, 60000), "B": (100250, 97100, 5120, 60100)}),
    report_case("large sample, far-apart CTRs", [("A", 50), ("B", 50)],
                {"A": (100000, 96000, 5000, 60000), "B": (100000, 96100, 6000, 59000)}),
    report_case("sample ratio mismatch, four variants", [("A", 25), ("B", 25), ("C", 25), ("D", 25)],
                {"A": (10000, 9000, 500, 6000), "B": (10100, 9100, 520, 6000),
                 "C": (9900, 8900, 480, 6000), "D": (9300, 8400, 470, 5600)}),
    report_case("sample ratio mismatch, two variants", [("A", 50), ("B", 50)],
                {"A": (10000, 9800, 500, 6000), "B": (9400, 9200, 480, 5600)}),
    report_case("equal CTRs", [("A", 1), ("B", 2)],
                {"A": (1000, 990, 50, 600), "B": (2000, 1980, 100, 1200)}),
    report_case("control CTR 0", [("A", 50), ("B", 50)],
                {"A": (300, 290, 0, 200), "B": (310, 300, 4, 210)}),
    report_case("zero pooled variance", [("A", 50), ("B", 50)],
                {"A": (200, 190, 0, 150), "B": (210, 200, 0, 160)}),
    report_case("every impression tapped", [("A", 0.5), ("B", 1.5)],
                {"A": (120, 120, 120, 0), "B": (350, 340, 349, 1)}),
    report_case("no events at all", [("A", 50), ("B", 50)], {}),
    report_case("date range, preview source", [("A", 50), ("B", 50)],
                {"A": (40, 38, 3, 30), "B": (45, 44, 5, 31)},
                source="preview", date_from="2025-06-01", date_to="2025-06-30T23:59:59+02:00"),
]

NORMAL_Z = [0.0, 1e-9, 0.5, 1.0, 1.959963984540054, -1.959963984540054, 2.5758293035489004, 3.0, 5.0,
            8.0, 10.0, 15.0, 20.0, 30.0, 37.5]
CHI2_POINTS = [
    (3.841458820694124, 1), (5.991464547107979, 2), (7.814727903251178, 3), (10.828, 1), (1e-8, 1),
    (0.5, 1), (100.0, 1), (1400.0, 1), (1e-6, 2), (50.0, 2), (1e-8, 3), (0.1, 3), (2.0, 3), (3.999, 3),
    (4.0, 3), (4.001, 3), (39.4, 3), (200.0, 3), (1300.0, 3), (9.0, 4), (11.07, 5), (0.01, 5),
    (11.999, 10), (12.0, 10), (12.001, 10), (3.0, 10), (40.0, 10), (30.0, 20), (67.5, 50), (124.3, 100),
    (80.0, 100), (1074.7, 1000), (900.0, 1000), (1e-3, 7), (500.0, 9),
]


def normal_tail(z):
    p = float(2 * stats.norm.sf(abs(z)))
    check(f"normal z={z}", p, mpmath.erfc(abs(mpmath.mpf(z)) / mpmath.sqrt(2)))
    return {"z": z, "p": p}


def chi2_tail(x, df):
    p = float(stats.chi2.sf(x, df))
    check(f"chi2 x={x} df={df}", p, mpmath.gammainc(mpmath.mpf(df) / 2, mpmath.mpf(x) / 2, mpmath.inf,
                                                    regularized=True))
    return {"x": x, "df": df, "p": p}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "Tests", "AnalyticsTests", "Fixtures", "report-fixtures.json")
    document = {
        "generator": "scripts/report-fixtures.py",
        "scipy": scipy.__version__,
        "z": Z95,
        "cases": CASES,
        "normal_two_sided": [normal_tail(z) for z in NORMAL_Z],
        "chi2_sf": [chi2_tail(x, df) for x, df in CHI2_POINTS],
    }
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(document, f, indent=1)
        f.write("\n")
    print(f"wrote {path}: {len(CASES)} report cases, {len(NORMAL_Z)} normal and {len(CHI2_POINTS)} chi-square points")


if __name__ == "__main__":
    main()
