"""The binding refuses what C cannot represent (issue 21, item 4): integers outside their C
type raise OverflowError naming the argument and the range (ctypes would wrap them), bytes of
the wrong length raise ValueError naming both lengths (ctypes would pad or shift them),
non-bytes raise TypeError, an rng returning anything but 32 bytes fails the proof, and a
failed Merlin transcript raises instead of giving zero challenges."""
import ctypes
import unittest

from ecbatch import EcbatchError, bls12_377, bls12_381, ristretto255
from ecbatch.bte import MINPK, Ciphertext, Point as BtePoint, PublicPolynomial, Request, Response
from ecbatch.bulletproofs_plus import (PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.msm import FixedBases, Msm, msm, multi_msm, multi_plan

U32_MAX, U64_MAX = 2**32 - 1, 2**64 - 1
SIZE_MAX = 2**(8 * ctypes.sizeof(ctypes.c_size_t)) - 1

GENS = PedersenGens(1)
PARAMS = RangeParams(8, 2, GENS)
K = ristretto255.Scalar(7)


def commitment(value: int) -> bytes:
    return bytes(GENS.commit(value, [K]))


class Integers(unittest.TestCase):
    def assertOverflow(self, call, argument, low, high):
        """call() raises OverflowError whose message names argument and its range (a subtest:
        every case is reported on its own)."""
        with self.subTest(argument=argument):
            with self.assertRaises(OverflowError) as e:
                call()
            self.assertIn(": %s " % argument, str(e.exception))
            self.assertIn("range %d..%d" % (low, high), str(e.exception))
            self.assertIsInstance(e.exception, EcbatchError)

    def test_commit_value_is_a_uint64(self):
        self.assertOverflow(lambda: GENS.commit(-1, [K]), "value", 0, U64_MAX)
        self.assertOverflow(lambda: GENS.commit(U64_MAX + 1, [K]), "value", 0, U64_MAX)
        self.assertEqual(GENS.commit(U64_MAX, [ristretto255.Scalar(0)]),
                         ristretto255.Point.base() * U64_MAX)
        with self.assertRaises(TypeError):
            GENS.commit(5.0, [K])
        with self.assertRaises(OverflowError) as e:  # the value is secret: not in the message
            GENS.commit(2**64 + 12345, [K])
        self.assertNotIn(str(2**64 + 12345), str(e.exception))

    def test_proof_of_a_value_above_uint64_is_refused(self):
        statement = RangeStatement(PARAMS, [commitment(5)])
        for value in (2**64 + 5, -2**64 + 5):
            with self.assertRaises(OverflowError) as e:
                RangeProof.prove(Transcript(b"t"), statement, [value], [K])
            self.assertIn("values[0]", str(e.exception))
        RangeProof.prove(Transcript(b"t"), statement, [5], [K]).verify(Transcript(b"t"), statement)

    def test_promises_and_bulletproofs_sizes(self):
        self.assertOverflow(lambda: RangeStatement(PARAMS, [commitment(5)], [-1]),
                            "minimum_value_promises[0]", 0, U64_MAX)
        self.assertOverflow(lambda: PedersenGens(2**64 + 1), "extension_degree", 0, SIZE_MAX)
        self.assertOverflow(lambda: RangeParams(2**64 + 8, 1, GENS), "bit_length", 0, SIZE_MAX)
        self.assertOverflow(lambda: RangeParams(8, -1, GENS), "max_aggregation", 0, SIZE_MAX)
        statement = RangeStatement(PARAMS, [commitment(5)])
        proof = RangeProof.prove(Transcript(b"t"), statement, [5], [K])
        self.assertOverflow(lambda: verify_batch([Transcript(b"t")], [statement], [proof],
                                                 threads=U32_MAX + 2), "threads", 0, U32_MAX)
        self.assertOverflow(lambda: verify_batch([Transcript(b"t")], [statement], [proof],
                                                 mode=2**32), "mode", -2**31, 2**31 - 1)

    def test_transcript_integers(self):
        self.assertOverflow(lambda: Transcript(b"t").append_u64(b"x", -1), "x", 0, U64_MAX)
        self.assertOverflow(lambda: Transcript(b"t").challenge_bytes(b"c", -1), "length", 0,
                            SIZE_MAX)
        a, b = Transcript(b"t"), Transcript(b"t")
        a.append_u64(b"x", U64_MAX)
        b.append_message(b"x", b"\xff" * 8)  # append_u64 is append_message of 8 LE bytes
        self.assertEqual(a.challenge_bytes(b"c", 32), b.challenge_bytes(b"c", 32))

    def test_threshold_indices_and_counts(self):
        public, shares = PublicPolynomial.deal(MINPK, 1, 2)
        self.assertOverflow(lambda: PublicPolynomial.deal(MINPK, 2**32 + 1, 2), "t", 0, U32_MAX)
        self.assertOverflow(lambda: public.commitment(-1), "k", 0, U32_MAX)
        self.assertOverflow(lambda: public.public_share(2**32), "index", 0, U32_MAX)
        pk = public.public_key
        cts = [Ciphertext.encrypt(pk, b"", b"m")]
        self.assertOverflow(lambda: Request(public, cts, b"", 2**32 + 1), "threshold", 0, U32_MAX)
        self.assertOverflow(lambda: Request(public, cts, b"", 1, threads=-1), "threads", 0, U32_MAX)
        req = Request(public, cts, b"", 1)
        r0 = Response.respond(req, shares[0])
        self.assertOverflow(lambda: Response.respond(req, shares[0], threads=2**32 + 1),
                            "threads", 0, U32_MAX)
        self.assertOverflow(lambda: req.verify_response(2**32, public.public_share(0), r0),
                            "eval_index", 0, U32_MAX)
        self.assertOverflow(lambda: req.verify_responses([-2**32], [public.public_share(0)], [r0]),
                            "eval_indices[0]", 0, U32_MAX)
        self.assertOverflow(lambda: req.combine([2**32], [r0]), "share_indices[0]", 0, U32_MAX)
        self.assertEqual(req.combine([0], [r0]), [(0, b"m")])

    def test_msm_counts_threads_windows(self):
        g = bls12_381.G1.generator()
        self.assertOverflow(lambda: Msm(threads=-1), "threads", 0, U32_MAX)
        self.assertOverflow(lambda: Msm(window=2**32 + 8), "window", 0, U32_MAX)
        self.assertOverflow(lambda: msm([g], [1], threads=2**32 + 1), "threads", 0, U32_MAX)
        self.assertOverflow(lambda: multi_msm([g], [1], 1, threads=-1), "threads", 0, U32_MAX)
        self.assertOverflow(lambda: multi_plan(bls12_381.G1, -1, 255, 2), "n", 0, SIZE_MAX)
        self.assertOverflow(lambda: multi_plan(bls12_381.G1, 2, 2**32 + 255, 2), "scalar_bits",
                            0, U32_MAX)
        self.assertOverflow(lambda: FixedBases([g], -1), "budget_bytes", 0, SIZE_MAX)
        f = FixedBases([g], 1 << 12)
        self.assertOverflow(lambda: f.msm([1], threads=-1), "threads", 0, U32_MAX)

    def test_decoders_and_hashing(self):
        self.assertOverflow(lambda: ristretto255.Point.decode_batch(b"", threads=-1), "threads", 0,
                            U32_MAX)
        self.assertOverflow(lambda: bls12_381.G1.decode_batch(b"", threads=2**32),
                            "threads", 0, U32_MAX)
        self.assertOverflow(lambda: bls12_377.G1.decode_batch(b"", threads=-1), "threads",
                            0, U32_MAX)
        self.assertOverflow(lambda: bls12_381.hash_to_field(b"m", b"d", -1), "count", 0, SIZE_MAX)

    def test_counts_c_refuses_are_not_allocated_first(self):
        # results were sized from the count before C checked it (2^40 elements: MemoryError)
        for count, degree in ((2**40, 1), (2**40, 2), (3, 1), (0, 2)):
            with self.subTest(count=count, degree=degree):
                with self.assertRaises(EcbatchError) as e:
                    bls12_381.hash_to_field(b"m", b"d", count, degree)
                self.assertEqual(e.exception.name, "invalid_argument")
        with self.assertRaises(ValueError):
            bls12_381.hash_to_field(b"m", b"d", 1, 3)
        with self.assertRaises(EcbatchError) as e:
            multi_msm([], [], 2**40, group=bls12_381.G1)
        self.assertEqual(e.exception.name, "size_overflow")
        self.assertEqual(multi_msm([], [], 2, group=bls12_381.G1), [bls12_381.G1()] * 2)


class Lengths(unittest.TestCase):
    def assertWrongLength(self, call, argument, expected, actual):
        """call() raises ValueError (an EcbatchError wrong_length) naming argument and both
        lengths (a subtest: every case is reported on its own)."""
        with self.subTest(argument=argument, expected=expected, actual=actual):
            with self.assertRaises(ValueError) as e:
                call()
            err = e.exception
            self.assertIsInstance(err, EcbatchError)
            self.assertEqual(err.name, "wrong_length")
            self.assertEqual((err.expected, err.actual), (expected, actual))
            self.assertIn(argument, str(err))
            self.assertIn(str(expected), str(err))
            self.assertIn(str(actual), str(err))

    def test_commitments_are_32_bytes(self):
        self.assertWrongLength(lambda: RangeStatement(PARAMS, [b"\x01" * 3]), "commitments[0]",
                               32, 3)
        c = commitment(5)
        # 31 + 33 bytes joined are 64: without the check they were shifted into each other
        self.assertWrongLength(lambda: RangeStatement(PARAMS, [c[:31], c + b"\0"]),
                               "commitments[0]", 32, 31)
        self.assertWrongLength(lambda: RangeStatement(PARAMS, [c, c + b"\0"]), "commitments[1]",
                               32, 33)

    def test_points_and_scalars(self):
        cases = (
            (ristretto255.Point.from_bytes, 32), (ristretto255.Point.from_uniform_bytes, 64),
            (ristretto255.Scalar.from_bytes, 32), (ristretto255.Scalar.from_bytes_wide, 64),
            (bls12_381.G1.from_bytes, 48), (bls12_381.G1.from_uncompressed, 96),
            (bls12_381.G2.from_bytes, 96), (bls12_381.G2.from_uncompressed, 192),
            (bls12_381.G1.from_uncompressed_unchecked, 96),
            (bls12_381.Scalar.from_bytes, 32), (bls12_381.Scalar.from_bytes_le, 32),
            (bls12_381.Scalar.from_bytes_wide, 64), (bls12_381.Scalar.from_bytes_wide_le, 64),
            (bls12_377.G1.from_bytes, 48), (bls12_377.Scalar.from_bytes, 32),
            (bls12_377.Scalar.from_bytes_le, 32), (bls12_377.Scalar.from_bytes_wide, 64),
            (bls12_377.Scalar.from_bytes_wide_le, 64),
            (lambda d: bls12_377.G1.from_bytes(d, "ark_uncompressed"), 96),
            (lambda d: bls12_377.G1.from_bytes_unchecked(d, "snarkvm_uncompressed"), 96),
            (lambda d: BtePoint.from_bytes(MINPK, d), 48),
        )
        for i, (decode, n) in enumerate(cases):
            for actual in (n - 1, n + 1):
                with self.subTest(case=i):
                    self.assertWrongLength(lambda: decode(b"\0" * actual), "data", n, actual)

    def test_batches_hold_whole_elements(self):
        self.assertWrongLength(lambda: ristretto255.Point.decode_batch(b"\0" * 33), "data", 32, 33)
        self.assertWrongLength(lambda: bls12_381.G2.decode_batch(b"\0" * 97), "data", 96,
                               97)
        self.assertWrongLength(lambda: bls12_377.G1.decode_batch(b"\0" * 47), "data", 48,
                               47)

    def test_seeds_and_coefficients(self):
        public, shares = PublicPolynomial.deal(MINPK, 1, 1)
        pk = public.public_key
        self.assertWrongLength(lambda: PublicPolynomial.deal(MINPK, 2, 2, b"\1" * 63),
                               "coefficients", 64, 63)
        self.assertWrongLength(lambda: Ciphertext.encrypt(pk, b"", b"m", (b"\1" * 63, b"\2" * 64)),
                               "seeds[0]", 64, 63)
        self.assertWrongLength(lambda: Ciphertext.encrypt(pk, b"", b"m", (b"\1" * 64, b"\2" * 65)),
                               "seeds[1]", 64, 65)
        req = Request(public, [Ciphertext.encrypt(pk, b"", b"m")], b"", 1)
        self.assertWrongLength(lambda: Response.respond(req, shares[0], nonce_seed=b"\3" * 65),
                               "nonce_seed", 64, 65)

    def test_non_bytes_are_type_errors(self):
        # bytes(32) is 32 zero bytes: an int must not pass for a 32-byte encoding
        for call in (lambda: ristretto255.Point.from_bytes(32),
                     lambda: bls12_381.Scalar.from_bytes(32),
                     lambda: RangeStatement(PARAMS, [32]),
                     lambda: Transcript("label"),
                     lambda: Transcript(b"t").append_message(b"m", 8),
                     lambda: bls12_381.G1.hash_to_curve("msg", b"dst"),
                     lambda: Ciphertext.encrypt(PublicPolynomial.deal(MINPK, 1, 1)[0].public_key,
                                                b"", 5)):
            with self.subTest(call=call.__code__.co_firstlineno):
                with self.assertRaises(TypeError) as e:
                    call()
                self.assertIn("bytes", str(e.exception))
        # bytes-like objects are bytes
        self.assertEqual(ristretto255.Point.from_bytes(bytearray(32)), ristretto255.Point())
        self.assertEqual(ristretto255.Point.from_bytes(memoryview(bytes(32))), ristretto255.Point())


class MerlinStatuses(unittest.TestCase):
    def test_failed_transcript_raises(self):
        # C refuses a transcript whose duplex position lies past the STROBE rate and fails it;
        # the binding ignored Merlin's statuses and went on with all-zero challenges
        t = Transcript(b"t")
        t._raw.pos = 255
        with self.assertRaises(EcbatchError) as e:
            t.append_message(b"m", b"x")
        self.assertEqual(e.exception.name, "transcript")
        with self.assertRaises(EcbatchError) as e:
            t.challenge_bytes(b"c", 32)
        self.assertEqual(e.exception.name, "transcript")


class ProverRandomness(unittest.TestCase):
    def prove(self, rng):
        statement = RangeStatement(PARAMS, [commitment(5)])
        return RangeProof.prove(Transcript(b"t"), statement, [5], [K], rng=rng)

    def test_rng_must_return_32_bytes(self):
        for n in (0, 31, 33, 64):
            with self.subTest(n=n):
                with self.assertRaises(ValueError) as e:
                    self.prove(lambda n=n: b"\1" * n)
                self.assertIn("32", str(e.exception))
                self.assertIn(str(n), str(e.exception))

    def test_rng_must_return_bytes(self):
        for value in ("x" * 32, 32, None, [1] * 32):
            with self.subTest(value=value), self.assertRaises(TypeError):
                self.prove(lambda value=value: value)

    def test_rng_error_propagates(self):
        def failing():
            raise RuntimeError("no entropy")
        with self.assertRaises(RuntimeError):
            self.prove(failing)

    def test_good_rng_is_deterministic_and_verifies(self):
        statement = RangeStatement(PARAMS, [commitment(5)])
        a = self.prove(lambda: b"\7" * 32)
        self.assertEqual(bytes(a), bytes(self.prove(lambda: bytearray(b"\7" * 32))))
        a.verify(Transcript(b"t"), statement)


if __name__ == "__main__":
    unittest.main()
