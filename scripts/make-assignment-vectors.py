#!/usr/bin/env python3
"""Writes Resources/assignment-vectors.json: test vectors for variant assignment (api.md, "Assignment").

FNV-1a and the bucketing are computed here from their definitions, independently of the Swift
library, so the Swift tests check one implementation against another. Deterministic: running it
again writes the same file.

    b = fnv1a32(utf8(campaign + "/" + user)) mod 10000
    variant = first i with b * W < 10000 * C_i (doubles, C_i summed in file order), else the last
"""
import json
import os

OFFSET_BASIS = 0x811C9DC5
PRIME = 0x01000193
BUCKETS = 10000


def fnv1a32(data: bytes) -> int:
    h = OFFSET_BASIS
    for byte in data:
        h ^= byte
        h = (h * PRIME) & 0xFFFFFFFF
    return h


def bucket(campaign: str, user: str) -> int:
    return fnv1a32((campaign + "/" + user).encode("utf-8")) % BUCKETS


def assign(b: int, weights: list) -> int:
    total = 0.0
    for w in weights:
        total += float(w)
    cumulative = 0.0
    for i, w in enumerate(weights):
        cumulative += float(w)
        if float(b) * total < BUCKETS * cumulative:
            return i
    return len(weights) - 1


WEIGHT_SETS = [
    ("summer-sale", [("A", 50), ("B", 50)]),
    ("three-way", [("A", 1), ("B", 1), ("C", 1)]),
    ("holdout-90", [("control", 90), ("treatment", 10)]),
    ("fractional-weights", [("A", 0.5), ("B", 0.25), ("C", 0.25)]),
    ("thirds", [("A", 33.3), ("B", 33.3), ("C", 33.4)]),
    ("single", [("only", 1)]),
    ("ascending", [("A", 1), ("B", 2), ("C", 3), ("D", 4)]),
    ("tiny-weight", [("x", 0.001), ("y", 5)]),
]

FIXED_USERS = ["", "anon-42", "user@example.com", "ユーザー1", "Zoë", "😀", "a/b", " spaced ", "x" * 128]


def boundary_buckets(weights: list) -> list:
    """Buckets on either side of each switch from one variant to the next."""
    result = []
    previous = assign(0, weights)
    for b in range(1, BUCKETS):
        current = assign(b, weights)
        if current != previous:
            result += [b - 1, b]
        previous = current
    return result


def user_with_bucket(campaign: str, target: int) -> str:
    n = 0
    while True:
        user = f"edge-{target}-{n}"
        if bucket(campaign, user) == target:
            return user
        n += 1


def render(document: dict) -> str:
    """Pretty JSON with one vector per line, so the file diffs and reads well."""
    def compact(value) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = ["{"]
    for key in ("description", "algorithm", "generator"):
        lines.append(f"  {compact(key)}: {compact(document[key])},")
    lines.append('  "cases": [')
    for n, case in enumerate(document["cases"]):
        lines.append("    {")
        lines.append(f'      "campaign": {compact(case["campaign"])},')
        lines.append(f'      "variants": {compact(case["variants"])},')
        lines.append('      "vectors": [')
        vectors = case["vectors"]
        for i, vector in enumerate(vectors):
            lines.append("        " + compact(vector) + ("," if i < len(vectors) - 1 else ""))
        lines.append("      ]")
        lines.append("    }" + ("," if n < len(document["cases"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    cases = []
    for campaign, variants in WEIGHT_SETS:
        weights = [w for _, w in variants]
        users = FIXED_USERS + [f"user-{i}" for i in range(180)]
        users += [user_with_bucket(campaign, b) for b in boundary_buckets(weights)]
        vectors = []
        for user in users:
            data = (campaign + "/" + user).encode("utf-8")
            b = bucket(campaign, user)
            vectors.append({
                "user": user,
                "hash": fnv1a32(data),
                "bucket": b,
                "variant": variants[assign(b, weights)][0],
            })
        cases.append({
            "campaign": campaign,
            "variants": [{"id": i, "weight": w} for i, w in variants],
            "vectors": vectors,
        })
    document = {
        "description": "Variant assignment test vectors for dialog-preview (api.md, Assignment).",
        "algorithm": "b = fnv1a32(utf8(campaign + \"/\" + user)) mod 10000 (FNV-1a 32-bit, offset basis "
        "0x811c9dc5, prime 0x01000193); with W the total weight and C_i the cumulative weight in file "
        "order (doubles), the variant is the first i with b * W < 10000 * C_i, else the last.",
        "generator": "scripts/make-assignment-vectors.py",
        "cases": cases,
    }
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "Resources", "assignment-vectors.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(render(document))
    print(f"wrote {sum(len(c['vectors']) for c in cases)} vectors to {path}")


if __name__ == "__main__":
    main()
