"""The shared vectors: $ECBATCH_VECTORS, else ../shared/vectors beside the repository."""
import json
import os

DIR = os.environ.get("ECBATCH_VECTORS") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "vectors")


def load(rel: str):
    with open(os.path.join(DIR, rel), encoding="utf-8") as f:
        return json.load(f)
