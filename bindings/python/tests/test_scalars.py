"""Scalars of every curve: random() from the OS, construction from and equality with Python
ints (hashes agree), arithmetic with ints, TypeError for other types."""
import unittest

from ecbatch import InvalidInputError, bls12_377, bls12_381, ristretto255
from ecbatch.msm import decode_scalars, msm

CURVES = (ristretto255, bls12_381, bls12_377)


class Scalars(unittest.TestCase):
    def test_ints(self):
        for c in CURVES:
            S = c.Scalar
            self.assertTrue(S(5) == 5, c.__name__)
            self.assertTrue(5 == S(5))
            self.assertEqual(S(5), S(5))
            self.assertNotEqual(S(5), 6)
            self.assertNotEqual(S(5), 5 + c.ORDER)  # an int equals only its own value
            self.assertNotEqual(S(0), -c.ORDER)
            self.assertEqual(S(c.ORDER - 1), c.ORDER - 1)
            self.assertEqual(hash(S(5)), hash(5))
            self.assertEqual(hash(S(5)), hash(S(5)))
            self.assertEqual(len({S(5), S(5), 5, S(7)}), 2)
            self.assertEqual(int(S(123456789)), 123456789)
            self.assertNotEqual(S(1), "1")
            with self.assertRaises(InvalidInputError) as e:
                S(c.ORDER)
            self.assertEqual((e.exception.name, e.exception.bound), ("scalar_out_of_range", c.ORDER))
            with self.assertRaises(InvalidInputError):
                S(-1)

    def test_other_types_are_type_errors(self):
        for c in CURVES:
            for bad in ("5", b"\x05", 5.0, None, [5]):
                with self.assertRaises(TypeError) as e:
                    c.Scalar(bad)
                self.assertIn("takes an int", str(e.exception))
                self.assertIn(type(bad).__name__, str(e.exception))
        with self.assertRaises(TypeError):
            bls12_381.Scalar(ristretto255.Scalar(1))
        self.assertNotEqual(bls12_381.Scalar(1), ristretto255.Scalar(1))

    def test_arithmetic_with_ints(self):
        for c in (ristretto255, bls12_381):
            S = c.Scalar
            self.assertEqual(S(5) + 3, 8)
            self.assertEqual(3 + S(5), 8)
            self.assertEqual(S(5) - 7, c.ORDER - 2)
            self.assertEqual(7 - S(5), 2)
            self.assertEqual(S(5) * -1, c.ORDER - 5)
            self.assertEqual(2 * S(5), S(10))
            with self.assertRaises(TypeError):
                S(5) + "3"
            with self.assertRaises(TypeError):
                S(5) * 1.5

    def test_random(self):
        for c in CURVES:
            draws = [c.Scalar.random() for _ in range(8)]
            self.assertTrue(all(isinstance(s, c.Scalar) for s in draws))
            self.assertEqual(len({bytes(s) for s in draws}), 8)  # 2^-240 chance of a clash
            self.assertTrue(all(0 <= int(s) < c.ORDER for s in draws))
            # the top bits are used: 8 draws all below order/2^16 would be a 2^-128 event
            self.assertTrue(any(int(s) > c.ORDER >> 16 for s in draws))

    def test_decode_scalars_to_the_msm_array(self):
        for point, c in ((ristretto255.Point.base(), ristretto255), (bls12_381.G2.generator(),
                         bls12_381), (bls12_377.G1.generator(), bls12_377)):
            sc = [c.Scalar.random() for _ in range(5)]
            pts = [point * k for k in range(1, 6)]
            arr = decode_scalars(type(point), b"".join(bytes(s) for s in sc))
            self.assertEqual(msm(pts, arr), msm(pts, sc))
            with self.assertRaises(InvalidInputError) as e:
                decode_scalars(type(point), bytes(sc[0]) + c.ORDER.to_bytes(
                    32, "little" if c is ristretto255 else "big"))
            self.assertEqual((e.exception.name, e.exception.index),
                             ("scalar_out_of_range", 1))


if __name__ == "__main__":
    unittest.main()
