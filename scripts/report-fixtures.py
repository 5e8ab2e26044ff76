#!/usr/bin/env python3
"""Writes Tests/AnalyticsTests/Fixtures/report-fixtures.json: reference values for the A/B report
(api.md, "Report"), computed outside the project by GrowthBook's stats engine and SciPy.

Run it through scripts/report-fixtures.sh, which makes a venv with pinned gbstats, SciPy, statsmodels
and mpmath (.build/stats-venv) and runs this file in it. Deterministic: running it again writes the
same file.

Each case is a campaign's variants (ids, weights, plannedUsers) and its events summed per user and
variant ("records": [user or null for the variant's anonymous events, variant, impressions, taps,
closes]). From the records this script applies the contract's counting rules in plain Python (users in
several variants left out, unmatched taps and closes, taps capped at impressions, anonymous
impressions as units of their own) and writes the per-variant sums the stores must return, then every
figure of the report:
- Var(ctr): gbstats `RatioStatistic(...).variance / n` (delta method), checked against exact
  rational arithmetic; a Var <= 1e-12 ctr^2 counts as 0, as the contract says.
- the lift, Var(lift), the always-valid interval and p-value: gbstats `SequentialTwoSidedTTest`
  (`point_estimate`, `variance`, `confidence_interval`, `p_value`) with `sequential_tuning_parameter`;
  gbstats' fixed-horizon test uses Student's t, the contract the normal, so the fixed-horizon interval,
  p-value, chance to beat the control and MDE come from gbstats' variance and SciPy's normal.
- Holm: statsmodels `multipletests(method="holm")`; Wilson: SciPy `binomtest(...).proportion_ci`;
  SRM: SciPy `chisquare`.
"""
import json
import math
import os
import random
import sys
from fractions import Fraction

import gbstats
import mpmath
import scipy
import statsmodels
from gbstats.frequentist.tests import SequentialConfig, SequentialTwoSidedTTest
from gbstats.models.statistics import RatioStatistic, SampleMeanStatistic
from scipy import stats
from statsmodels.stats.multitest import multipletests

mpmath.mp.dps = 50
Z95 = 1.959963984540054
Z80 = 0.841621233572914
MIN_UNITS = 100
SRM_THRESHOLD = 0.001
DEFAULT_TUNING = 5000


def check(name, value, exact, tolerance=1e-12):
    """Fails unless `value` agrees with the high-precision `exact`."""
    exact = float(exact)
    ok = abs(value) < 1e-300 if abs(exact) < 1e-300 else abs(value - exact) <= tolerance * abs(exact)
    if not ok:
        sys.exit(f"{name}: {value!r} disagrees with the exact {exact!r}")


def empty_sums(vid):
    return dict(variant=vid, units=0, users=0, users_tapped=0, impressions=0, taps=0, closes=0,
                taps_squared=0, impressions_squared=0, taps_times_impressions=0, anonymous_impressions=0,
                unmatched=0, closes_squared=0, closes_times_impressions=0)


def count_units(records):
    """The contract's rules: per variant the units [(m, d, closes, named)], and the users left out."""
    by_user = {}
    anonymous = {}
    for user, variant, impressions, taps, closes in records:
        if user is None:
            a = anonymous.setdefault(variant, [0, 0, 0])
            a[0] += impressions
            a[1] += taps
            a[2] += closes
        else:
            by_user.setdefault(user, {}).setdefault(variant, [0, 0, 0])
            entry = by_user[user][variant]
            entry[0] += impressions
            entry[1] += taps
            entry[2] += closes
    sums = {}

    def variant_sums(vid):
        return sums.setdefault(vid, empty_sums(vid))

    mixed = 0
    for user, per_variant in by_user.items():
        if len(per_variant) > 1:
            mixed += 1
            continue
        (vid, (d, t, c)), = per_variant.items()
        s = variant_sums(vid)
        if d == 0:
            s["unmatched"] += t + c
            continue
        m = min(t, d)
        s["unmatched"] += t - m
        s["units"] += 1
        s["users"] += 1
        s["users_tapped"] += 1 if t > 0 else 0
        s["impressions"] += d
        s["taps"] += m
        s["closes"] += c
        s["taps_squared"] += m * m
        s["impressions_squared"] += d * d
        s["taps_times_impressions"] += m * d
        s["closes_squared"] += c * c
        s["closes_times_impressions"] += c * d
    for vid, (d, t, c) in anonymous.items():
        s = variant_sums(vid)
        mt, mc = min(t, d), min(c, d)
        s["units"] += d
        s["impressions"] += d
        s["impressions_squared"] += d
        s["anonymous_impressions"] += d
        s["taps"] += mt
        s["taps_squared"] += mt
        s["taps_times_impressions"] += mt
        s["closes"] += mc
        s["closes_squared"] += mc
        s["closes_times_impressions"] += mc
        s["unmatched"] += (t - mt) + (c - mc)
    return [sums[v] for v in sorted(sums, key=lambda v: v.encode())], mixed


def ratio_statistic(s):
    n = s["units"]
    return RatioStatistic(
        n=n,
        m_statistic=SampleMeanStatistic(n=n, sum=s["taps"], sum_squares=s["taps_squared"]),
        d_statistic=SampleMeanStatistic(n=n, sum=s["impressions"], sum_squares=s["impressions_squared"]),
        m_d_sum_of_products=s["taps_times_impressions"])


def ctr_variance(s, label):
    """Var(ctr) by gbstats, None when undefined, 0 under the contract's threshold."""
    n, big_s = s["units"], s["impressions"]
    if big_s == 0 or n < 2:
        return None
    variance = ratio_statistic(s).variance / n
    ctr = s["taps"] / big_s
    q = (big_s * big_s * s["taps_squared"] - 2 * s["taps"] * big_s * s["taps_times_impressions"]
         + s["taps"] ** 2 * s["impressions_squared"])
    exact = Fraction(n * q, (n - 1) * big_s ** 4)
    if exact > Fraction(1, 10 ** 9) * Fraction(s["taps"], big_s) ** 2:
        check(label + " Var(ctr)", variance, exact, 1e-10)
    return 0.0 if variance <= 1e-12 * ctr * ctr else variance


def wilson(x, n):
    if n == 0:
        return None, None
    ci = stats.binomtest(x, n).proportion_ci(confidence_level=0.95, method="wilson")
    return float(ci.low), float(ci.high)


class Sequential(SequentialTwoSidedTTest):
    """gbstats' test with the variance of each arm's ctr as the contract thresholds it."""

    def __init__(self, stat_a, stat_b, tuning, var_a, var_b):
        super().__init__(stat_a, stat_b, SequentialConfig(sequential_tuning_parameter=tuning))
        self.unit_var_a, self.unit_var_b = var_a * stat_a.n, var_b * stat_b.n

    @property
    def variance(self):
        from gbstats.frequentist.tests import frequentist_variance
        return frequentist_variance(self.unit_var_a, self.stat_a.unadjusted_mean, self.stat_a.n,
                                    self.unit_var_b, self.stat_b.unadjusted_mean, self.stat_b.n, True)


def compare(control, treatment, var_c, var_t, tuning, label, lift_tolerance=1e-13):
    out = dict(lift=None, lift_low=None, lift_high=None, p_value=None, sequential_tuning=tuning,
               sequential_lift_low=None, sequential_lift_high=None, sequential_p_value=None,
               chance_to_beat_control=None, mde=None)
    if control["impressions"] == 0 or treatment["impressions"] == 0 or control["taps"] == 0:
        return out
    out["lift"] = float(Fraction(treatment["taps"] * control["impressions"] - control["taps"] * treatment["impressions"],
                                 control["taps"] * treatment["impressions"]))
    if treatment["taps"] == 0 or var_c is None or var_t is None:
        return out
    test = Sequential(ratio_statistic(control), ratio_statistic(treatment), tuning, var_c, var_t)
    variance = test.variance
    if not variance > 0:
        return out
    lift = test.point_estimate
    check(label + " lift", lift, Fraction(out["lift"]), lift_tolerance)
    se = math.sqrt(variance)
    z = lift / se
    low, high = test.confidence_interval
    out.update(lift_low=lift - Z95 * se, lift_high=lift + Z95 * se, p_value=float(2 * stats.norm.sf(abs(z))),
               sequential_lift_low=float(low), sequential_lift_high=float(high),
               sequential_p_value=float(test.p_value), chance_to_beat_control=float(stats.norm.cdf(z)),
               mde=(Z95 + Z80) * se)
    return out


def close_sums(s):
    """The sums with the closes in the place of the taps: the close rate as a ratio metric."""
    return dict(s, taps=s["closes"], taps_squared=s["closes_squared"],
                taps_times_impressions=s["closes_times_impressions"])


def guardrail(control, treatment, tuning_users, label):
    """The close rate's guardrail (issue 43): gbstats' comparison of the close rates, read one-sided."""
    c, t = close_sums(control), close_sums(treatment)
    # gbstats' lift is mean_T / mean_C − 1 in floating point: a close rate lift near 0 (one case's is
    # 2.9e-5) keeps fewer correct digits than the exact fraction, hence the looser check.
    figures = compare(c, t, ctr_variance(c, label + " A"), ctr_variance(t, label), tuning_users, label,
                      lift_tolerance=1e-9)
    out = dict(variant=treatment["variant"], lift=figures["lift"], lift_low=figures["lift_low"],
               lift_high=figures["lift_high"], sequential_lift_low=figures["sequential_lift_low"],
               sequential_lift_high=figures["sequential_lift_high"], p_value_worse=None,
               sequential_p_value_worse=None)
    if figures["lift_low"] is not None:
        se = (figures["lift_high"] - figures["lift_low"]) / (2 * Z95)
        out["p_value_worse"] = float(stats.norm.sf(figures["lift"] / se))
        out["sequential_p_value_worse"] = figures["sequential_p_value"] if figures["lift"] > 0 else 1.0
    return out


def holm(p_values):
    present = [i for i, p in enumerate(p_values) if p is not None]
    adjusted = [None] * len(p_values)
    if present:
        filled = [1.0 if p is None else p for p in p_values]
        corrected = multipletests(filled, method="holm")[1]
        for i in present:
            adjusted[i] = float(corrected[i])
    return adjusted


def tuning(planned, weights, index):
    if planned is None:
        return DEFAULT_TUNING
    return max(1, math.floor(planned * (weights[0] + weights[index]) / sum(weights) + 0.5))


def report_case(name, variants, records, planned_users=None):
    """`variants`: [(id, weight)] in file order; `records`: [(user or None, variant, d, t, c)]."""
    sums, mixed = count_units(records)
    by_id = {s["variant"]: s for s in sums}
    weights = [w for _, w in variants]
    rows = [by_id.get(vid) or empty_sums(vid) for vid, _ in variants]
    expected = []
    variances = []
    for (vid, weight), s in zip(variants, rows):
        label = f"{name} {vid}"
        var = ctr_variance(s, label)
        variances.append(var)
        ctr = None if s["impressions"] == 0 else s["taps"] / s["impressions"]
        low = high = None
        if var:
            half = Z95 * math.sqrt(var)
            low, high = max(0.0, ctr - half), min(1.0, ctr + half)
        user_low, user_high = wilson(s["users_tapped"], s["users"])
        expected.append(dict(
            id=vid, weight=weight, units=s["units"], users=s["users"], impressions=s["impressions"],
            taps=s["taps"], closes=s["closes"], users_tapped=s["users_tapped"], ctr=ctr, ctr_low=low,
            ctr_high=high, user_ctr=None if s["users"] == 0 else s["users_tapped"] / s["users"],
            user_ctr_low=user_low, user_ctr_high=user_high,
            close_rate=None if s["impressions"] == 0 else s["closes"] / s["impressions"],
            lift=None, lift_low=None, lift_high=None, p_value=None, p_value_holm=None, sequential_tuning=None,
            sequential_lift_low=None, sequential_lift_high=None, sequential_p_value=None,
            sequential_p_value_holm=None, chance_to_beat_control=None, mde=None))
    for index in range(1, len(rows)):
        expected[index].update(compare(rows[0], rows[index], variances[0], variances[index],
                                       tuning(planned_users, weights, index), f"{name} {variants[index][0]}"))
    for key, adjusted_key in (("p_value", "p_value_holm"), ("sequential_p_value", "sequential_p_value_holm")):
        for row, value in zip(expected[1:], holm([row[key] for row in expected[1:]])):
            row[adjusted_key] = value
    guardrails = [guardrail(rows[0], rows[index], tuning(planned_users, weights, index),
                            f"{name} {variants[index][0]} close rate") for index in range(1, len(rows))]
    for key in ("p_value_worse", "sequential_p_value_worse"):
        for row, value in zip(guardrails, holm([row[key] for row in guardrails])):
            row[key + "_holm"] = value
    anonymous = [s["variant"] for s in rows if s["anonymous_impressions"] * 100 > s["impressions"]]
    users = [s["users"] for s in rows]
    srm_p = None
    if not anonymous and len(rows) >= 2 and sum(users) > 0:
        total_weight = sum(weights)
        srm_p = float(stats.chisquare(users, [sum(users) * w / total_weight for w in weights]).pvalue)
    unmatched = sum(s["unmatched"] for s in rows)
    warnings = []
    if srm_p is not None and srm_p < SRM_THRESHOLD:
        warnings.append("srm")
    if mixed:
        warnings.append("multiple_variants")
    if unmatched:
        warnings.append("unmatched")
    if anonymous:
        warnings.append("anonymous")
    if any(s["units"] < MIN_UNITS or s["users"] < MIN_UNITS for s in rows):
        warnings.append("min_sample")
    if len(rows) >= 2 and any(s["taps"] == 0 for s in rows):
        warnings.append("no_taps")
    return {
        "name": name, "planned_users": planned_users,
        "variants": [{"id": vid, "weight": weight} for vid, weight in variants],
        "records": [list(r) for r in records],
        "sums": {"variants": sums, "multiple_variant_users": mixed},
        "expected": {"variants": expected, "srm_p_value": srm_p, "warnings": warnings,
                     "guardrails": guardrails},
    }


def population(rng, variant, users, mean_impressions=4, alpha=0.5, beta=4.5, prefix="u", closes=0.6):
    """Heterogeneous users: 1 + Binomial(6, (mean - 1) / 6) impressions, tap propensity Beta(alpha, beta)."""
    out = []
    for i in range(users):
        d = 1 + sum(rng.random() < (mean_impressions - 1) / 6 for _ in range(6))
        p = rng.betavariate(alpha, beta)
        t = sum(rng.random() < p for _ in range(d))
        c = sum(rng.random() < closes for _ in range(d - t))
        out.append((f"{prefix}{variant}-{i}", variant, d, t, c))
    return out


def cases():
    rng = random.Random(24)
    ab = [("A", 50), ("B", 50)]
    typical = population(rng, "A", 1000) + population(rng, "B", 1010)
    lift = population(rng, "A", 600) + population(rng, "B", 600, alpha=0.75, beta=4.25)
    three = population(rng, "control", 400) + population(rng, "x", 410) + population(rng, "y", 390, alpha=1.0)
    constant = [(f"c{v}{i}", v, 4, 1, 2) for v in "AB" for i in range(150)]
    half_constant = [(f"h{i}", "A", 4, 1, 2) for i in range(150)] + population(rng, "B", 150)
    return [
        report_case("typical heterogeneous users", ab, typical),
        report_case("a true lift of 50 %, plannedUsers 2000", ab, lift, planned_users=2000),
        report_case("no taps in the control", ab,
                    [(u, v, d, 0 if v == "A" else t, c) for u, v, d, t, c in population(rng, "A", 120)
                     + population(rng, "B", 120)]),
        report_case("no taps in a variant", ab,
                    [(u, v, d, 0 if v == "B" else t, c) for u, v, d, t, c in population(rng, "A", 130)
                     + population(rng, "B", 125)]),
        report_case("no taps anywhere", ab, [("n1", "A", 3, 0, 2), ("n2", "B", 2, 0, 1), ("n3", "B", 1, 0, 0)]),
        report_case("one unit in a variant", ab, population(rng, "A", 50) + [("solo", "B", 3, 1, 1)]),
        report_case("one unit in the control", ab, [("solo", "A", 5, 2, 1)] + population(rng, "B", 50)),
        report_case("constant rates in both variants", ab, constant),
        report_case("constant rates in the control only", ab, half_constant),
        report_case("an anonymous-only variant", ab,
                    population(rng, "A", 200) + [(None, "B", 800, 70, 400)]),
        report_case("anonymous impressions at 1 % and above", ab,
                    [(f"f{i}", "A", 4, 1 if i % 3 == 0 else 0, 1) for i in range(198)] + [(None, "A", 8, 3, 2)]
                    + population(rng, "B", 210) + [(None, "B", 30, 5, 40)]),
        report_case("anonymous taps beyond anonymous impressions", ab,
                    population(rng, "A", 150) + [(None, "A", 2, 5, 0)] + population(rng, "B", 150)),
        report_case("unmatched taps and closes", ab,
                    population(rng, "A", 140) + population(rng, "B", 140)
                    + [(f"ghost{i}", "AB"[i % 2], 0, 1 + i % 2, i % 3) for i in range(25)]),
        report_case("taps beyond impressions", ab,
                    population(rng, "A", 140) + population(rng, "B", 140)
                    + [(f"eager{i}", "AB"[i % 2], 1 + i % 2, 3 + i % 4, 0) for i in range(12)]),
        report_case("users in two variants", ab,
                    population(rng, "A", 160) + population(rng, "B", 160)
                    + [(f"both{i}", v, 2, 1, 0) for i in range(9) for v in "AB"]
                    + [(f"late{i}", "B", 0, 1, 0) for i in range(3)] + [(f"late{i}", "A", 2, 0, 1) for i in range(3)]),
        report_case("three variants with Holm", [("control", 1), ("x", 1), ("y", 1)], three,
                    planned_users=3000),
        report_case("plannedUsers rounding down to a third", [("A", 1), ("B", 1), ("C", 1)],
                    population(rng, "A", 60) + population(rng, "B", 60) + population(rng, "C", 60), planned_users=5),
        report_case("plannedUsers rounding a half up", [("A", 1), ("B", 1), ("C", 2)],
                    population(rng, "A", 40) + population(rng, "B", 40) + population(rng, "C", 80), planned_users=3),
        report_case("plannedUsers below one comparison user", [("A", 1), ("B", 1), ("C", 1000)],
                    population(rng, "A", 30) + population(rng, "B", 30) + population(rng, "C", 300), planned_users=1),
        report_case("sample ratio mismatch on users", [("A", 1), ("B", 3)],
                    population(rng, "A", 400) + population(rng, "B", 800)),
        report_case("one variant", [("only", 1)], population(rng, "only", 150)),
        report_case("no events at all", ab, []),
        report_case("a configured variant without events", [("A", 1), ("B", 1), ("C", 1)],
                    population(rng, "A", 120) + population(rng, "B", 110)),
        report_case("events of a variant no longer configured", ab,
                    population(rng, "A", 120) + population(rng, "B", 110) + population(rng, "old", 50)),
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
    all_cases = cases()
    document = {
        "generator": "scripts/report-fixtures.sh (scripts/report-fixtures.py)",
        "gbstats": gbstats.__version__ if hasattr(gbstats, "__version__") else "0.8.0",
        "scipy": scipy.__version__,
        "statsmodels": statsmodels.__version__,
        "z": Z95,
        "cases": all_cases,
        "normal_two_sided": [normal_tail(z) for z in NORMAL_Z],
        "chi2_sf": [chi2_tail(x, df) for x, df in CHI2_POINTS],
    }
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(document, f, indent=None, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {path}: {len(all_cases)} report cases, {len(NORMAL_Z)} normal and {len(CHI2_POINTS)} chi-square points")


if __name__ == "__main__":
    main()
