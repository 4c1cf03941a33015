#!/usr/bin/env python3
"""Batch verification of tari-format Bulletproofs+ range proofs: every batch of the shared
vectors (tari_bulletproofs_plus 0.4.1 proofs: ../shared/vectors/bulletproofs-plus/
batch_vectors.json, or the file given as the argument) verified in one call each, the invalid
proofs named. Exits 0 when every batch comes out as the vectors expect."""
import json
import os
import sys

from ecbatch import EcbatchError
from ecbatch.bulletproofs_plus import (RECOVER_AND_VERIFY, RECOVER_ONLY, VERIFY_ONLY,
                                       PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.ristretto255 import Scalar

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "..", "..", "shared", "vectors", "bulletproofs-plus",
                       "batch_vectors.json")
MODES = {"VerifyOnly": VERIFY_ONLY, "RecoverOnly": RECOVER_ONLY, "RecoverAndVerify": RECOVER_AND_VERIFY}


def main() -> int:
    with open(sys.argv[1] if len(sys.argv) > 1 else DEFAULT, encoding="utf-8") as f:
        batches = json.load(f)["batches"]
    params = {}
    agree = True
    for batch in batches:
        statements, proofs, transcripts = [], [], []
        for p in batch["proofs"]:
            key = (p["bit_length"], p["max_aggregation_factor"], p["extension_degree"])
            if key not in params:
                params[key] = RangeParams(key[0], key[1], PedersenGens(key[2]))
            seed = Scalar.from_bytes(bytes.fromhex(p["seed_nonce"])) if p["seed_nonce"] else None
            statements.append(RangeStatement(params[key], [bytes.fromhex(c) for c in p["commitments"]],
                                             [int(v or 0) for v in p["minimum_value_promises"]], seed))
            proofs.append(RangeProof(bytes.fromhex(p["proof"])))
            transcripts.append(Transcript(p["transcript_label"].encode()))
        expected = batch.get("spec_expected_accept", batch["expected_accept"])
        try:
            masks = verify_batch(transcripts, statements, proofs, MODES[batch["action"]], threads=2)
            outcome, ok = "ok (%d masks recovered)" % sum(m is not None for m in masks), True
        except EcbatchError as e:
            outcome, ok = "rejected: %s" % e, False
        agree &= ok == expected
        print("%4d proofs  %s  %s" % (len(proofs), batch["name"], outcome))
    print("every batch as expected" if agree else "MISMATCH")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
