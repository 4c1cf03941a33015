"""Bulletproofs+ against tari_bulletproofs_plus 0.4.1's vectors: batches in the three modes,
the invalid proofs named, mask recovery, single proofs and a prove/verify round trip; custom
generators that would not bind refused (issue 34: with H = G, a commitment to 5 with blinding 10
verified as a proof of 15)."""
import unittest

from ecbatch import EcbatchError
from ecbatch.bulletproofs_plus import (RECOVER_AND_VERIFY, RECOVER_ONLY, VERIFY_ONLY,
                                       PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       Verifier, proofs_from_json, verify_batch,
                                       verify_items)
from ecbatch.merlin import Transcript
from ecbatch.ristretto255 import Point, Scalar

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


class DegenerateGenerators(unittest.TestCase):
    def test_h_equal_to_g_refused(self):
        b = Point.base()
        with self.assertRaises(EcbatchError) as e:
            PedersenGens.custom(b, [b])  # 5 H + 10 G = 15 H + 0 G: a proof of 15 would verify
        self.assertEqual(e.exception.name, "repeated_generator")
        self.assertIn("g[0] equals h", str(e.exception))

    def test_identity_and_repeats_refused(self):
        b, h = Point.base(), Point.from_uniform_bytes(bytes(range(64)))
        cases = (((Point.identity(), [b]), "identity", "h is the identity"),
                 ((h, [b, Point.identity()]), "identity", "g[1] is the identity"),
                 ((h, [b, b]), "repeated_generator", "g[1] equals g[0]"),
                 ((h, [b, h]), "repeated_generator", "g[1] equals h"))
        for args, name, says in cases:
            with self.subTest(says=says):
                with self.assertRaises(EcbatchError) as e:
                    PedersenGens.custom(*args)
                self.assertEqual(e.exception.name, name)
                self.assertIn(says, str(e.exception))
        self.assertEqual(PedersenGens.custom(h, [b, b.double()]).g, [b, b.double()])


def outcome(run):
    """What a batch call gives: ("ok", masks as hex) or ("error", name, invalid)."""
    try:
        masks = run()
    except EcbatchError as e:
        return ("error", e.name, e.invalid)
    return ("ok", [None if m is None else [bytes(s).hex() for s in m] for m in masks])


def batch_parts(b):
    ps = b["proofs"]
    return ([Transcript(p["transcript_label"].encode()) for p in ps],
            [statement(p, "max_aggregation_factor", "commitments") for p in ps],
            [RangeProof(bytes.fromhex(p["proof"])) for p in ps])


class VerifierKeepsItsMemory(unittest.TestCase):
    def test_equals_stateless_on_batch_vectors(self):
        # one verifier (bounds: the largest vector batch, 257 proofs of n <= 64, m <= 4) for
        # every batch, each twice (the second call is warm), with and without identify_invalid
        counts = {"ok": 0, "named": 0}
        with Verifier(257, 64, 4, threads=2) as v:
            for b in load("bulletproofs-plus/batch_vectors.json")["batches"]:
                ts, sts, ps = batch_parts(b)
                mode = MODES[b["action"]]
                for identify in (True, False):
                    want = outcome(lambda: verify_batch(ts, sts, ps, mode, 2, identify))
                    for call in range(2):
                        got = outcome(lambda: v.verify_batch(ts, sts, ps, mode, 2, identify))
                        self.assertEqual(got, want, "%s: identify_invalid %s, call %d"
                                         % (b["name"], identify, call))
                    if want[0] == "ok":
                        counts["ok"] += 1
                    else:
                        self.assertTrue(want[2], b["name"])
                        counts["named"] += 1
        # A, A-recover, B, F and F3 accept; C, D, E (parameters), F2 and G (spec outcome) name
        # their invalid proofs
        self.assertEqual(counts, {"ok": 10, "named": 10})

    def test_verify_items_equals_stateless(self):
        # batches B (valid, mixed m) and C (proof #2 damaged) as proof items
        batches = load("bulletproofs-plus/batch_vectors.json")["batches"]
        with Verifier(4, 32, 4) as v:
            for prefix, want in (("B:", "ok"), ("C:", "error")):
                items = proofs_from_json(next(b for b in batches
                                              if b["name"].startswith(prefix))["proofs"])
                got = outcome(lambda: v.verify_items(items))
                self.assertEqual(got, outcome(lambda: verify_items(items)), prefix)
                self.assertEqual(got[0], want, prefix)

    def test_names_the_damaged_proof(self):
        b = next(b for b in load("bulletproofs-plus/batch_vectors.json")["batches"]
                 if b["name"].startswith("C:"))
        ts, sts, ps = batch_parts(b)
        with Verifier(4, 32, 4) as v, self.assertRaises(EcbatchError) as e:
            v.verify_batch(ts[:1], sts, ps)
        self.assertEqual(e.exception.name, "verify_failed")
        self.assertEqual(e.exception.invalid, [(2, "verify_failed")])

    def test_refuses_batches_above_its_bounds(self):
        batches = load("bulletproofs-plus/batch_vectors.json")["batches"]
        a = batch_parts(next(b for b in batches if b["name"].startswith("A:")))  # 4, n = 64
        b = batch_parts(next(b for b in batches if b["name"].startswith("B:")))  # n 32, m <= 4

        def run(v, parts, count=None, threads=1):
            return outcome(lambda: v.verify_batch(*[x[:count] for x in parts],
                                                  threads=threads))[:2]

        too_small = ("error", "scratch_too_small")
        three = Verifier(3, 64, 1)
        self.assertEqual(run(three, a), too_small)
        self.assertEqual(run(three, a, 3)[0], "ok")
        self.assertEqual(run(three, a, 3, threads=2), too_small)
        with Verifier(4, 32, 4) as short:
            self.assertEqual(run(short, a), too_small)
            self.assertEqual(run(short, b)[0], "ok")
        narrow = Verifier(4, 32, 2)
        self.assertEqual(run(narrow, b), too_small)
        self.assertEqual(run(narrow, b, 2)[0], "ok")  # m = 1 and 2: still usable

    def test_bounds_and_close(self):
        for bad in ((0, 64, 1), (4, 63, 1), (4, 64, 3)):
            with self.assertRaises(EcbatchError) as e:
                Verifier(*bad)
            self.assertEqual(e.exception.name, "invalid_argument", bad)
        v = Verifier(1, 8, 1)
        v.close()
        v.close()
        with self.assertRaises(ValueError):
            v.verify_batch([Transcript(b"t")], [], [])


if __name__ == "__main__":
    unittest.main()
