"""The operations Python has so that it matches Rust name for name (bindings/api.tsv):
ristretto255 Point.double, Scalar.is_zero, Ciphertext.variant, PedersenGens.h / g,
RangeParams.pedersen_gens, PublicPolynomial.from_file_bytes."""
import unittest

from ecbatch import bls12_381, bte, ristretto255
from ecbatch.bulletproofs_plus import PedersenGens, RangeParams


class Twins(unittest.TestCase):
    def test_ristretto255_double(self):
        b = ristretto255.Point.base()
        self.assertEqual(b.double(), b + b)
        self.assertEqual(b.double(), b * 2)
        self.assertTrue(ristretto255.Point.identity().double().is_identity())

    def test_scalar_is_zero(self):
        for curve in (ristretto255, bls12_381):
            self.assertTrue(curve.Scalar(0).is_zero())
            self.assertFalse(curve.Scalar(1).is_zero())
            self.assertTrue((curve.Scalar(7) - curve.Scalar(7)).is_zero())

    def test_ciphertext_variant(self):
        for variant in (bte.MINPK, bte.MINSIG):
            public, _ = bte.PublicPolynomial.deal(variant, 1, 1)
            ct = bte.Ciphertext.encrypt(public.public_key, b"label", b"message")
            self.assertEqual(ct.variant, variant)

    def test_pedersen_generators(self):
        gens = PedersenGens(3)
        # tari's H is the ristretto255 base point; commit is value*H + sum b_k*G_k
        self.assertEqual(gens.h, ristretto255.Point.base())
        self.assertEqual(len(gens.g), 3)
        self.assertEqual(len({bytes(g) for g in gens.g} | {bytes(gens.h)}), 4)
        blindings = [ristretto255.Scalar(2), ristretto255.Scalar(3), ristretto255.Scalar(5)]
        want = gens.h * 11 + gens.g[0] * 2 + gens.g[1] * 3 + gens.g[2] * 5
        self.assertEqual(gens.commit(11, blindings), want)

    def test_params_pedersen_gens(self):
        gens = PedersenGens.custom(ristretto255.Point.base() * 9, [ristretto255.Point.base() * 4])
        copy = RangeParams(8, 2, gens).pedersen_gens
        self.assertEqual(copy.extension_degree, 1)
        self.assertEqual(copy.h, gens.h)
        self.assertEqual(copy.g, gens.g)

    def test_public_file_bytes(self):
        public, _ = bte.PublicPolynomial.deal(bte.MINSIG, 2, 3)
        data = public.to_file_bytes()
        self.assertEqual(data[0], bte.MINSIG)
        again = bte.PublicPolynomial.from_file_bytes(data)
        self.assertEqual(again.to_bytes(), public.to_bytes())
        self.assertEqual(again.variant, bte.MINSIG)


if __name__ == "__main__":
    unittest.main()
