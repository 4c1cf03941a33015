"""Threshold decryption against the profile's known answers, a randomised round, the share
indices combine checks against the responses' own, and the dealing deciding the threshold and
the servers (issue 34: a caller's threshold 1 on a 2-of-3 dealing combined one response into a
wrong plaintext with no error)."""
import time
import unittest

from ecbatch import EcbatchError
from ecbatch.bte import (MINPK, MINSIG, Ciphertext, PublicPolynomial, Request, Response, Share,
                         verify_ciphertexts)

from vectors import load


class ProfileExamples(unittest.TestCase):
    def test_known_answers(self):
        examples = load("threshold-decryption/profile-v1.json")["examples"]
        self.assertEqual(len(examples), 4)
        for ex in examples:
            seeds = {r["label"]: bytes.fromhex(r["seed"]) for r in ex["randomness"]}
            variant, t, n = ex["variant"], ex["t"], ex["n"]
            dealer = ex["dealer"]
            coeffs = b"".join(bytes.fromhex(c) for c in dealer["coefficients"])
            public, shares = PublicPolynomial.deal(variant, t, n, coeffs)
            self.assertEqual(bytes(public.public_key).hex(), dealer["public_key"], ex["id"])
            for s, want in zip(shares, dealer["shares"]):
                self.assertEqual(bytes(s)[2:].hex(), want["private"])
                self.assertEqual(bytes(public.public_share(s.index)).hex(), want["public"])
            pk = public.public_key
            cts = []
            for c in ex["ciphertexts"]:
                if c["tamper"] is None:
                    ct = Ciphertext.encrypt(pk, bytes.fromhex(c["label"]), bytes.fromhex(c["message"]),
                                            (seeds[c["r_label"]], seeds[c["s_label"]]))
                else:
                    ct = Ciphertext.from_bytes(variant, bytes.fromhex(c["wire"]))
                self.assertEqual(bytes(ct).hex(), c["wire"], ex["id"])
                cts.append(ct)
            req = Request(public, cts, bytes.fromhex(ex["context"]), t, threads=2)
            self.assertEqual(req.digest.hex(), ex["request"]["digest"])
            self.assertEqual(req.valid_indices, ex["request"]["valid_indices"])
            responses = []
            for s, want in zip(shares, ex["responses"]):
                r = Response.respond(req, s, nonce_seed=seeds[want["nonce_label"]])
                self.assertEqual(bytes(r).hex(), want["wire"], ex["id"])
                responses.append(r)
            req.verify_responses(list(range(n)), [public.public_share(i) for i in range(n)], responses)
            for c in ex["combine"]:
                idx = c["share_indices"]
                if "plaintexts" not in c:
                    with self.assertRaises(EcbatchError):
                        req.combine(idx, [responses[i] for i in idx])
                    continue
                got = req.combine(idx, [responses[i] for i in idx])
                self.assertEqual([(p, m.hex()) for p, m in got],
                                 [(w["position"], w["plaintext"]) for w in c["plaintexts"]])


class RandomRound(unittest.TestCase):
    def test_bad_responder_named(self):
        public, shares = PublicPolynomial.deal(MINSIG, 3, 5)
        pk = public.public_key
        msgs = [b"one", b"two", b"three"]
        cts = [Ciphertext.from_bytes(MINSIG, bytes(Ciphertext.encrypt(pk, b"lbl", m))) for m in msgs]
        self.assertEqual(verify_ciphertexts(pk, cts), [True] * 3)
        req = Request(public, cts, b"round", 3)
        responses = [Response.respond(req, s) for s in shares]
        forged = bytearray(bytes(shares[1]))
        forged[1] = 3
        responses[3] = Response.respond(req, Share(bytes(forged)))
        hs = [public.public_share(i) for i in range(5)]
        with self.assertRaises(EcbatchError) as e:
            req.verify_responses(list(range(5)), hs, responses)
        self.assertEqual(e.exception.invalid_items, [3])
        again = [Response.from_bytes(MINSIG, bytes(r)) for r in responses]
        got = req.combine([4, 0, 2], [again[4], again[0], again[2]])
        self.assertEqual([m for _, m in got], msgs)
        with self.assertRaises(EcbatchError) as e:
            req.combine([0, 2], [again[0], again[2]])
        self.assertEqual((e.exception.name, e.exception.expected, e.exception.actual), ("too_few", 3, 2))


class CombineIndices(unittest.TestCase):
    def test_each_index_is_its_responses_own(self):
        public, shares = PublicPolynomial.deal(MINPK, 2, 3)
        pk = public.public_key
        req = Request(public, [Ciphertext.encrypt(pk, b"lbl", b"secret")], b"ctx", 2)
        r0, r1 = Response.respond(req, shares[0]), Response.respond(req, shares[1])
        self.assertEqual(req.combine([0, 1], [r0, r1]), [(0, b"secret")])
        with self.assertRaises(EcbatchError) as e:
            req.combine([1, 0], [r0, r1])
        self.assertEqual((e.exception.name, e.exception.index, e.exception.expected,
                          e.exception.actual), ("index_mismatch", 0, 1, 0))

    def test_index_beyond_any_dealing_refused_quickly(self):
        public, shares = PublicPolynomial.deal(MINPK, 2, 3)
        pk = public.public_key
        req = Request(public, [Ciphertext.encrypt(pk, b"lbl", b"secret")], b"ctx", 2)
        r0, r1 = Response.respond(req, shares[0]), Response.respond(req, shares[1])
        start = time.monotonic()
        with self.assertRaises(EcbatchError) as e:
            req.combine([0, 4_000_000_000], [r0, r1])
        self.assertLess(time.monotonic() - start, 1.0)
        self.assertEqual((e.exception.name, e.exception.index, e.exception.expected,
                          e.exception.actual), ("index_out_of_range", 1, 65536, 4_000_000_000))


class DealingDecides(unittest.TestCase):
    def setUp(self):
        self.public, self.shares = PublicPolynomial.deal(MINPK, 2, 3)
        self.ct = Ciphertext.encrypt(self.public.public_key, b"l", b"secret")

    def test_threshold_is_the_dealings(self):
        with self.assertRaises(EcbatchError) as e:
            Request(self.public, [self.ct], b"c", 1)
        self.assertEqual((e.exception.name, e.exception.argument, e.exception.expected,
                          e.exception.actual), ("threshold_mismatch", "threshold", 2, 1))
        self.assertIn("threshold: 1 is not the dealing's threshold 2", str(e.exception))
        with self.assertRaises(TypeError) as e:  # a bare key does not say the threshold
            Request(self.public.public_key, [self.ct], b"c", 1)
        self.assertIn("PublicPolynomial", str(e.exception))
        req = Request(self.public, [self.ct], b"c")
        self.assertEqual(req.threshold, 2)
        r0 = Response.respond(req, self.shares[0])
        with self.assertRaises(EcbatchError) as e:
            req.combine([0], [r0])
        self.assertEqual((e.exception.name, e.exception.expected, e.exception.actual),
                         ("too_few", 2, 1))
        with self.assertRaises(EcbatchError) as e:
            req.verify_responses([0], [self.public.public_share(0)], [r0])
        self.assertEqual((e.exception.name, e.exception.argument, e.exception.expected,
                          e.exception.actual), ("too_few", "responses", 2, 1))
        r1 = Response.respond(req, self.shares[1])
        req.verify_responses([0, 1], [self.public.public_share(i) for i in (0, 1)], [r0, r1])
        self.assertEqual(req.combine([0, 1], [r0, r1]), [(0, b"secret")])

    def test_empty_request_refused(self):
        with self.assertRaises(EcbatchError) as e:
            Request(self.public, [], b"c")
        self.assertEqual((e.exception.name, e.exception.argument), ("no_valid_ciphertexts", "cts"))
        self.assertIn("cts: 0 ciphertexts, a request takes 1..1048576", str(e.exception))

    def test_servers_are_the_dealings(self):
        self.assertEqual(self.public.participants, 3)
        self.public.public_share(2)
        with self.assertRaises(EcbatchError) as e:
            self.public.public_share(7)
        self.assertEqual((e.exception.name, e.exception.argument, e.exception.actual,
                          e.exception.bound), ("index_out_of_range", "index", 7, 3))
        self.assertIn("index: 7 is not below n = 3", str(e.exception))
        beyond = bytearray(bytes(self.shares[0]))
        beyond[1] = 3
        with self.assertRaises(EcbatchError) as e:
            self.public.check_share(Share(bytes(beyond)))
        self.assertEqual(e.exception.name, "index_out_of_range")
        decoded = PublicPolynomial.from_bytes(MINPK, bytes(self.public))
        self.assertIsNone(decoded.participants)  # the encoding holds no n
        decoded.public_share(7)  # a decoded polynomial takes any index below 65536
        with self.assertRaises(EcbatchError) as e:
            decoded.public_share(65536)
        self.assertIn("index: 65536 is not below 65536", str(e.exception))


if __name__ == "__main__":
    unittest.main()
