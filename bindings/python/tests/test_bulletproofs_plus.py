"""Bulletproofs+ against tari_bulletproofs_plus 0.4.1's vectors: batches in the three modes,
the invalid proofs named, mask recovery, single proofs and a prove/verify round trip."""
import unittest

from ecbatch import EcbatchError
from ecbatch.bulletproofs_plus import (RECOVER_AND_VERIFY, RECOVER_ONLY, VERIFY_ONLY,
                                       PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.ristretto255 import Scalar

from vectors import load

MODES = {"VerifyOnly": VERIFY_ONLY, "RecoverOnly": RECOVER_ONLY, "RecoverAndVerify": RECOVER_AND_VERIFY}
_params = {}


def params(n, m, t):
    if (n, m, t) not in _params:
        _params[(n, m, t)] = RangeParams(n, m, PedersenGens(t))
    return _params[(n, m, t)]


def statement(p, agg_key, commitments_key):
    seed = p["seed_nonce"]
    return RangeStatement(params(p["bit_length"], p[agg_key], p["extension_degree"]),
                          [bytes.fromhex(c) for c in p[commitments_key]],
                          [int(v or 0) for v in p["minimum_value_promises"]],
                          Scalar.from_bytes(bytes.fromhex(seed)) if seed else None)


class BatchVectors(unittest.TestCase):
    def test_batches(self):
        batches = load("bulletproofs-plus/batch_vectors.json")["batches"]
        self.assertEqual(len(batches), 10)
        for b in batches:
            ps = b["proofs"]
            statements = [statement(p, "max_aggregation_factor", "commitments") for p in ps]
            proofs = [RangeProof(bytes.fromhex(p["proof"])) for p in ps]
            transcripts = [Transcript(p["transcript_label"].encode()) for p in ps]
            accept = b.get("spec_expected_accept", b["expected_accept"])
            mode = MODES[b["action"]]
            try:
                masks = verify_batch(transcripts, statements, proofs, mode, threads=2)
            except EcbatchError as e:
                self.assertFalse(accept, "%s: %s" % (b["name"], e))
                self.assertTrue(e.invalid, b["name"])
                continue
            self.assertTrue(accept, b["name"])
            if mode != VERIFY_ONLY:
                got = [None if m is None else [bytes(s).hex() for s in m] for m in masks]
                self.assertEqual(got, b["returned_masks"], b["name"])

    def test_damaged_proof_named(self):
        b = next(b for b in load("bulletproofs-plus/batch_vectors.json")["batches"]
                 if b["name"].startswith("C:"))
        ps = b["proofs"]
        with self.assertRaises(EcbatchError) as e:
            verify_batch([Transcript(ps[0]["transcript_label"].encode())],
                         [statement(p, "max_aggregation_factor", "commitments") for p in ps],
                         [RangeProof(bytes.fromhex(p["proof"])) for p in ps])
        self.assertEqual(e.exception.name, "verify_failed")
        self.assertEqual(e.exception.invalid, [(2, "verify_failed")])


class SingleProofs(unittest.TestCase):
    def test_valid_proofs(self):
        for c in load("bulletproofs-plus/valid_proofs.json")["cases"]:
            st = statement(c, "aggregation_factor", "statement_commitments")
            data = bytes.fromhex(c["proof"])
            proof = RangeProof(data)
            self.assertEqual(bytes(proof), data)
            proof.verify(Transcript(c["transcript_label"].encode()), st)

    def test_prove_verify_recover(self):
        gens = PedersenGens(2)
        p = RangeParams(16, 2, gens)
        b = [Scalar.from_bytes_wide(bytes([i]) * 64) for i in (1, 2)]
        c = bytes(gens.commit(40000, b))
        st = RangeStatement(p, [c], [1000], Scalar(99))
        start = Transcript(b"round trip")
        proof = RangeProof.prove(start.copy(), st, [40000], b)
        masks = verify_batch([start], [st], [RangeProof(bytes(proof))], RECOVER_AND_VERIFY)
        self.assertEqual(masks, [b])
        zero = RangeProof.prove(start.copy(), st, [40000], b, rng=lambda: bytes(32))
        self.assertEqual(bytes(zero), bytes(RangeProof.prove(start.copy(), st, [40000], b, rng=lambda: bytes(32))))
        with self.assertRaises(EcbatchError) as e:
            RangeProof.prove(start.copy(), st, [70000], b)
        self.assertEqual(e.exception.name, "value_out_of_range")
        with self.assertRaises(EcbatchError) as e:
            RangeProof(b"\x01\x02")
        self.assertEqual(e.exception.name, "proof_format")


if __name__ == "__main__":
    unittest.main()
