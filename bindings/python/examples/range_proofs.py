#!/usr/bin/env python3
"""Proving with Bulletproofs+: commitments to secret values, a proof that each lies in
[promise, promise + 2^64) (two values aggregated in one proof), the proof's bytes in tari's
format, batch verification of it and of a seeded proof whose blinding the verifier recovers,
and a value below its promise, which the prover refuses to prove.

  python3 range_proofs.py"""
import sys

from ecbatch import EcbatchError
from ecbatch.bulletproofs_plus import (RECOVER_AND_VERIFY, PedersenGens, RangeParams, RangeProof,
                                       RangeStatement, verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.ristretto255 import Scalar

gens = PedersenGens(1)                    # H and one blinding base G (tari's defaults)
params = RangeParams(64, 2, gens)         # 64-bit ranges, up to 2 commitments per proof

# prover: two secret values, each with a random blinding
values = [1500, 42]
blindings = [Scalar.random() for _ in values]
commitments = [bytes(gens.commit(v, [b])) for v, b in zip(values, blindings)]
statement = RangeStatement(params, commitments, minimum_value_promises=[1000, 0])
proof = RangeProof.prove(Transcript(b"example"), statement, values, blindings)
wire = bytes(proof)                       # what goes to the verifier with the commitments

# a seeded proof: the seed nonce embeds the blinding, which the seed's holder recovers
seed = Scalar.random()
mask = [Scalar.random()]
seeded = RangeStatement(RangeParams(64, 1, gens), [bytes(gens.commit(7, mask))], seed_nonce=seed)
seeded_proof = RangeProof.prove(Transcript(b"example"), seeded, [7], mask)

# verifier: both proofs in one batch, from their bytes; each starts from the same transcript
masks = verify_batch([Transcript(b"example")], [statement, seeded],
                     [RangeProof(wire), RangeProof(bytes(seeded_proof))], RECOVER_AND_VERIFY)
print("proof of 2 values: %d bytes, verified; seeded proof's blinding recovered: %s"
      % (len(wire), masks[1] == mask))

# a value below its promise cannot be proved
low = Scalar.random()
below = RangeStatement(RangeParams(64, 1, gens), [bytes(gens.commit(999, [low]))], [1000])
try:
    RangeProof.prove(Transcript(b"example"), below, [999], [low])
    sys.exit("FAILED: a value below its promise was proved")
except EcbatchError as e:
    print("value 999 with promise 1000: refused (%s)" % e.name)
sys.exit(0 if masks[0] is None and masks[1] == mask else 1)
