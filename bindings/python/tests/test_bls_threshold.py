"""Threshold BLS signatures (ecbatch.bls.threshold_*) over bte dealings: round trips of both
variants (every partial verifies alone and in a batch, two subsets recover the same signature,
equal to Sign with a_0 and accepted by verify under the group key), batches naming each invalid
partial with its reason, and the errors naming the argument at fault."""
import os
import re
import unittest

from ecbatch import EcbatchError, InvalidInputError, InvalidProofError, WrongLength, bls, bte
from ecbatch.bls import MIN_PK, MIN_SIG


def dealing(variant, t, n):
    """A dealing from known coefficients: (public, shares, a_0)."""
    coeffs = b"".join(bls.keygen(bytes([k + 1]) * 32, b"python threshold") for k in range(t))
    public, shares = bte.PublicPolynomial.deal(variant, t, n, coeffs)
    return public, shares, coeffs[:32]


VARIANTS = ((bte.MINPK, MIN_PK), (bte.MINSIG, MIN_SIG))


class RoundTrips(unittest.TestCase):
    def test_t_of_n(self):
        for bv, v in VARIANTS:
            public, shares, a0 = dealing(bv, 3, 6)
            msg = b"threshold round trip"
            ps = [bls.threshold_sign(s, msg, v) for s in shares]
            for i, p in enumerate(ps):
                self.assertEqual(len(p), bls.partial_signature_bytes(v))
                self.assertEqual(int.from_bytes(p[:4], "big"), i + 1)
                bls.threshold_verify(public, msg, p)
            self.assertEqual(bls.partial_signature_bytes(v), 100 if v == MIN_PK else 52)
            bls.threshold_batch_verify(public, msg, ps)
            bls.threshold_batch_verify(public, msg, ps + ps[:2], threads=3)
            a = bls.threshold_recover(public, ps[:3])
            b = bls.threshold_recover(public, [ps[5], ps[1], ps[3]], threads=2)
            self.assertEqual(a, b)
            self.assertEqual(a, bls.threshold_recover(public, ps))
            self.assertEqual(a, bls.sign(a0, msg, v))
            pk = bls.threshold_public_key(public)
            self.assertEqual(pk, public.public_key.to_bytes())
            bls.verify(pk, msg, a, v)
            with self.assertRaises(InvalidProofError):
                bls.verify(pk, b"other", a, v)


class Batches(unittest.TestCase):
    def test_invalid_partials_are_named_with_their_reason(self):
        for bv, v in VARIANTS:
            public, shares, _ = dealing(bv, 2, 6)
            msg = b"batch"
            ps = [bytearray(bls.threshold_sign(s, msg, v)) for s in shares]
            ps[1][4:], ps[4][4:] = ps[4][4:], ps[1][4:]  # swapped signatures: the sums hold
            ps[2][:4] = b"\0\0\0\0"
            ps[5][4] &= 0x7f
            ps = [bytes(p) for p in ps]
            with self.assertRaises(InvalidProofError) as e:
                bls.threshold_batch_verify(public, msg, ps)
            self.assertEqual(e.exception.invalid, [(1, "verify_failed"), (2, "zero_index"),
                                                   (4, "verify_failed"), (5, "bad_flags")])
            self.assertEqual(e.exception.invalid_items, [1, 2, 4, 5])

    def test_verify_names_the_partial(self):
        public, shares, _ = dealing(bte.MINPK, 2, 3)
        p = bls.threshold_sign(shares[0], b"m")
        with self.assertRaises(InvalidProofError) as e:
            bls.threshold_verify(public, b"other", p)
        self.assertEqual((e.exception.name, e.exception.argument), ("verify_failed", "partial"))
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_verify(public, b"m", b"\0\0\0\0" + p[4:])
        self.assertEqual(e.exception.name, "zero_index")
        self.assertIn("partial has index 0", str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_verify(public, b"m", b"\0\1\0\1" + p[4:])
        self.assertEqual(e.exception.name, "index_out_of_range")


class Errors(unittest.TestCase):
    def setUp(self):
        self.public, self.shares, _ = dealing(bte.MINPK, 3, 4)
        self.ps = [bls.threshold_sign(s, b"m") for s in self.shares]

    def test_recover(self):
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_recover(self.public, self.ps[:2])
        self.assertEqual((e.exception.name, e.exception.expected, e.exception.actual),
                         ("too_few", 3, 2))
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_recover(self.public, [self.ps[0], self.ps[1], self.ps[0]])
        self.assertEqual(e.exception.name, "duplicate_index")
        self.assertIn("partials[2] repeats the participant of partials[0]", str(e.exception))
        zero = b"\0\0\0\0" + self.ps[2][4:]
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_recover(self.public, [self.ps[0], self.ps[1], zero])
        self.assertEqual((e.exception.name, e.exception.argument), ("zero_index", "partials[2]"))
        bad = self.ps[1][:4] + bytes([self.ps[1][4] & 0x7f]) + self.ps[1][5:]
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_recover(self.public, [self.ps[0], bad, self.ps[2]])
        self.assertEqual((e.exception.name, e.exception.argument), ("bad_flags", "partials[1]"))
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_recover(self.public, [])
        self.assertEqual(e.exception.name, "too_few")

    def test_arguments(self):
        with self.assertRaises(WrongLength):
            bls.threshold_verify(self.public, b"m", self.ps[0][:-1])
        other, other_shares, _ = dealing(bte.MINSIG, 3, 4)
        q = bls.threshold_sign(other_shares[0], b"m", MIN_SIG)
        with self.assertRaises(WrongLength):  # a min-sig partial to a MinPk dealing
            bls.threshold_verify(self.public, b"m", q)
        bls.threshold_verify(other, b"m", q)
        with self.assertRaises(InvalidInputError) as e:
            bls.threshold_batch_verify(self.public, b"m", [])
        self.assertEqual(e.exception.name, "invalid_argument")
        with self.assertRaises(InvalidInputError):
            bls.threshold_batch_verify(self.public, b"m", self.ps, threads=257)
        with self.assertRaises(TypeError):
            bls.threshold_verify(b"not a polynomial", b"m", self.ps[0])
        with self.assertRaises(TypeError):
            bls.threshold_sign(b"not a share", b"m")
        with self.assertRaises(TypeError):
            bls.threshold_batch_verify(self.public, b"m", self.ps[0])
        self.assertEqual(bls.MAX_PARTIALS, 65536)
        with self.assertRaises(EcbatchError) as e:
            bls.threshold_batch_verify(self.public, b"m", [self.ps[0]] * (bls.MAX_PARTIALS + 1))
        self.assertEqual(e.exception.name, "size_overflow")


class ReadmeExample(unittest.TestCase):
    def test_threshold_block_runs(self):
        """README.md's threshold example runs as written."""
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"```python\n(from ecbatch import bls, bte\n.*?)```", text, re.S)
        self.assertIsNotNone(m, "README.md: the threshold example is gone")
        scope = {}
        exec(compile(m.group(1), "README.md", "exec"), scope)
        self.assertEqual(len(scope["sig"]), 96)


if __name__ == "__main__":
    unittest.main()
