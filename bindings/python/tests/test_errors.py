"""Errors that explain: the kind of each failure (an EcbatchError subclass), the argument or item
at fault and the numbers; TypeError with a clear message for wrong types; errors that survive
pickling (ecbatch.distributed sends them between processes)."""
import os
import pickle
import unittest

from ecbatch import (EcbatchError, InvalidInputError, InvalidProofError, OutOfMemoryError,
                     UnsupportedError, WrongLength, bls12_377, bls12_381, ristretto255,
                     status_name)
from ecbatch.bte import MINPK, Ciphertext, PublicPolynomial, Request, Response
from ecbatch.bulletproofs_plus import (PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.msm import STRATEGIES, Msm, msm, multi_msm


class Kinds(unittest.TestCase):
    def test_code_picks_the_kind(self):
        for code, kind in ((-2, InvalidInputError), (-11, InvalidInputError),
                           (-29, InvalidInputError), (-41, InvalidInputError),
                           (-40, InvalidProofError), (-49, InvalidProofError),
                           (-50, InvalidProofError), (-5, OutOfMemoryError),
                           (-7, UnsupportedError), (-57, InvalidInputError)):
            e = EcbatchError(code)
            self.assertIs(type(e), kind, code)
            self.assertIsInstance(e, EcbatchError)
            self.assertEqual((e.code, e.name), (code, status_name(code)))
        self.assertIs(type(EcbatchError(-8)), EcbatchError)  # threads: no narrower kind
        self.assertIsInstance(EcbatchError(-5), MemoryError)
        self.assertIsInstance(EcbatchError(-3), ValueError)

    def test_decode_failure_is_input_error(self):
        with self.assertRaises(InvalidInputError) as e:
            ristretto255.Point.from_bytes(b"\xff" * 32)
        self.assertEqual(e.exception.argument, "data")
        self.assertIn("data", str(e.exception))

    def test_decode_failure_says_what_is_wrong(self):
        # the argument and the fault, never a bare "in data"
        for call, words in ((lambda: ristretto255.Point.from_bytes(b"\xff" * 32),
                             "non_canonical: data is not canonical"),
                            (lambda: bls12_381.G1.from_bytes(b"\x01" * 48),
                             "bad_flags: data has invalid flag bits"),
                            (lambda: bls12_381.Scalar.from_bytes(b"\xff" * 32),
                             "scalar_out_of_range: data is a scalar at or above the group order")):
            with self.assertRaises(InvalidInputError) as e:
                call()
            self.assertIn(words, str(e.exception))

    def test_pickle_keeps_fields(self):
        e = EcbatchError(-11, expected=3, actual=2, argument="scalars", detail="3 points but 2")
        back = pickle.loads(pickle.dumps(e))
        self.assertIs(type(back), InvalidInputError)
        self.assertEqual((back.name, back.expected, back.actual, back.argument, str(back)),
                         ("length_mismatch", 3, 2, "scalars", str(e)))
        w = pickle.loads(pickle.dumps(WrongLength("data", 32, 31)))
        self.assertEqual((type(w), w.expected, w.actual, str(w)),
                         (WrongLength, 32, 31, "wrong_length: data must be 32 bytes, got 31"))


class Msms(unittest.TestCase):
    def test_unknown_strategy_names_the_allowed(self):
        with self.assertRaises(InvalidInputError) as e:
            Msm("bogus")
        self.assertEqual((e.exception.name, e.exception.argument), ("invalid_argument", "strategy"))
        self.assertIn("'bogus'", str(e.exception))
        for s in STRATEGIES:
            self.assertIn(s, str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            multi_msm([bls12_381.G1.generator()], [1], 1, method="fast")
        self.assertIn("independent", str(e.exception))

    def test_length_mismatch_says_both_lengths(self):
        g = bls12_381.G1.generator()
        with self.assertRaises(InvalidInputError) as e:
            msm([g, g, g], [1, 2])
        self.assertEqual((e.exception.name, e.exception.expected, e.exception.actual),
                         ("length_mismatch", 3, 2))
        self.assertIn("3 points but 2 scalars", str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            multi_msm([g, g], [1, 2, 3], 2)
        self.assertEqual((e.exception.expected, e.exception.actual), (4, 3))

    def test_scalar_at_fault_named(self):
        g = ristretto255.Point.base()
        with self.assertRaises(InvalidInputError) as e:
            msm([g, g], [1, ristretto255.ORDER])
        self.assertEqual((e.exception.name, e.exception.index, e.exception.bound),
                         ("scalar_out_of_range", 1, ristretto255.ORDER))
        self.assertIn("scalars[1]", str(e.exception))

    def test_wrong_types(self):
        g = bls12_381.G1.generator()
        with self.assertRaises(TypeError) as e:
            msm([g, bls12_381.G2.generator()], [1, 2])
        self.assertIn("points[1] is G2, not G1", str(e.exception))
        with self.assertRaises(TypeError) as e:
            msm([g], ["5"])
        self.assertIn("scalars[0] is str", str(e.exception))
        with self.assertRaises(TypeError) as e:
            msm([b"\x00" * 48], [1])
        self.assertIn("bytes", str(e.exception))

    def test_unsupported_kind(self):
        with self.assertRaises(UnsupportedError):
            msm([ristretto255.Point.base()], [1], strategy="glv")


class ArgumentsNamed(unittest.TestCase):
    """Each refusal names the argument and its bound (issue 34, item 11), and verify_batch
    refuses threads=0 as the command's --threads does."""

    def assertNames(self, call, name, *texts):
        with self.assertRaises(EcbatchError) as e:
            call()
        self.assertEqual(e.exception.name, name)
        for text in texts:
            self.assertIn(text, str(e.exception))

    def test_messages(self):
        gens = PedersenGens(1)
        params = RangeParams(8, 1, gens)
        b = ristretto255.Scalar.random()
        st = RangeStatement(params, [bytes(gens.commit(5, [b]))])
        proof = RangeProof.prove(Transcript(b"t"), st, [5], [b])
        run = lambda threads: verify_batch([Transcript(b"t")], [st], [proof], threads=threads)
        self.assertNames(lambda: run(257), "invalid_argument", "threads: 257 is not in 1..256")
        self.assertNames(lambda: run(0), "invalid_argument", "threads: 0 is not in 1..256")
        run(2)
        self.assertNames(lambda: verify_batch([], [], []), "invalid_argument",
                         "proofs: an empty batch")
        self.assertNames(lambda: PedersenGens(7), "invalid_argument",
                         "extension_degree: 7 is not in 1..6")
        self.assertNames(lambda: RangeParams(63, 1, gens), "invalid_argument",
                         "bit_length: 63 is not a power of two in 1..64")
        self.assertNames(lambda: RangeParams(8, 3, gens), "invalid_argument",
                         "max_aggregation: 3 is not a power of two in 1..1024")
        self.assertNames(lambda: msm([ristretto255.Point.base()], [1], strategy="glv"),
                         "unsupported", "strategy: 'glv' is not available for ristretto255")
        self.assertNames(lambda: msm([ristretto255.Point.base()], [1], threads=257),
                         "invalid_argument", "threads: 257 is not in 0..256")
        public, _ = PublicPolynomial.deal(MINPK, 2, 3)
        ct = Ciphertext.encrypt(public.public_key, b"", b"m")
        self.assertNames(lambda: Request(public, [ct], b"c", 0), "threshold_mismatch",
                         "threshold: 0 is not the dealing's threshold 2")


class Points(unittest.TestCase):
    def test_operators_refuse_other_types(self):
        for p in (ristretto255.Point.base(), bls12_381.G1.generator(), bls12_377.G1.generator()):
            for bad in ("5", 1.5, b"x"):
                with self.assertRaises(TypeError):
                    p * bad
                with self.assertRaises(TypeError):
                    p + bad
                with self.assertRaises(TypeError):
                    p - bad
        with self.assertRaises(TypeError):
            bls12_381.G1.generator() + bls12_381.G2.generator()
        with self.assertRaises(TypeError):
            ristretto255.Point.base() * bls12_381.Scalar(2)


class Protocols(unittest.TestCase):
    def test_bulletproofs_lengths_and_kinds(self):
        gens = PedersenGens(1)
        params = RangeParams(8, 1, gens)
        b = ristretto255.Scalar.random()
        st = RangeStatement(params, [bytes(gens.commit(5, [b]))])
        proof = RangeProof.prove(Transcript(b"t"), st, [5], [b])
        with self.assertRaises(InvalidInputError) as e:
            verify_batch([Transcript(b"t")], [st, st], [proof])
        self.assertEqual((e.exception.expected, e.exception.actual), (1, 2))
        self.assertIn("1 proofs but 2 statements", str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            RangeStatement(params, [bytes(32)] * 1, [0, 0])
        self.assertIn("1 commitments but 2 minimum_value_promises", str(e.exception))
        with self.assertRaises(TypeError) as e:
            verify_batch([Transcript(b"t")], [st], [bytes(proof)])
        self.assertIn("proofs[0] is bytes, not RangeProof", str(e.exception))
        with self.assertRaises(InvalidProofError) as e:
            verify_batch([Transcript(b"other")], [st, st], [proof, proof])
        self.assertEqual(e.exception.invalid_items, [0, 1])

    def test_threshold_errors_explain(self):
        public, shares = PublicPolynomial.deal(MINPK, 2, 3)
        with self.assertRaises(InvalidInputError) as e:
            PublicPolynomial.deal("MinBoth", 2, 3)
        self.assertIn("'MinBoth'", str(e.exception))
        self.assertIn("MinSig", str(e.exception))
        ct = Ciphertext.encrypt(public.public_key, b"", b"m")
        req = Request(public, [ct], b"c", 2)
        rs = [Response.respond(req, s) for s in shares]
        with self.assertRaises(InvalidInputError) as e:
            req.combine([0], rs[:1])
        self.assertEqual((e.exception.name, e.exception.expected, e.exception.actual),
                         ("too_few", 2, 1))
        self.assertIn("2 responses needed (the threshold), 1 given", str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            req.combine([0, 2], rs[:2])
        self.assertIn("position 1: share index 2 given, but the response is server 1's",
                      str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            req.verify_responses([0, 1], [public.public_share(0)], rs[:2])
        self.assertIn("2 responses but 1 public_shares", str(e.exception))
        other = Request(public, [ct], b"other context", 2)
        with self.assertRaises(InvalidProofError) as e:
            req.verify_responses([0, 1], [public.public_share(i) for i in (0, 1)],
                                 [rs[0], Response.respond(other, shares[1])])
        self.assertEqual(e.exception.invalid_items, [1])


if __name__ == "__main__":
    unittest.main()
