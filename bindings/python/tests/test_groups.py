"""Points, scalars, hashing to the curve and MSM against the shared vectors."""
import unittest

import json
import os

from ecbatch import EcbatchError, bls12_377, bls12_381, bn254, ristretto255
from ecbatch.msm import Msm, msm, strategy_available

from vectors import load


class Ristretto255(unittest.TestCase):
    def test_encoding_vectors(self):
        for c in load("ristretto255/encoding.json")["cases"]:
            enc = bytes.fromhex(c["encoding"])
            if c["valid"]:
                p = ristretto255.Point.from_bytes(enc)
                self.assertEqual(bytes(p), enc, c["id"])
                if "k" in c:
                    k = ristretto255.Scalar.from_bytes(bytes.fromhex(c["scalar"]))
                    self.assertEqual(ristretto255.Point.mul_base(k), p)
                    self.assertEqual(ristretto255.Point.base() * k, p)
            else:
                with self.assertRaises(EcbatchError) as e:
                    ristretto255.Point.from_bytes(enc)
                if "reason" in c:
                    self.assertEqual(e.exception.name, c["reason"], c["id"])

    def test_hash_to_group_vectors(self):
        for c in load("ristretto255/hash_to_curve.json")["cases"]:
            p = ristretto255.Point.from_uniform_bytes(bytes.fromhex(c["uniform_bytes"]))
            self.assertEqual(p.to_bytes().hex(), c["expected"], c["id"])

    def test_scalars(self):
        a = ristretto255.Scalar.from_bytes_wide(b"\x5a" * 64)
        b = ristretto255.Scalar(12345)
        self.assertEqual((a + b) - b, a)
        self.assertEqual(a * b * b.invert(), a)
        self.assertEqual(int(ristretto255.Scalar(ristretto255.ORDER - 1)) + 1, ristretto255.ORDER)
        with self.assertRaises(EcbatchError) as e:
            ristretto255.Scalar.from_bytes(ristretto255.ORDER.to_bytes(32, "little"))
        self.assertEqual(e.exception.name, "scalar_out_of_range")
        with self.assertRaises(EcbatchError) as e:
            ristretto255.Point.from_bytes(b"\0" * 31)
        self.assertEqual(e.exception.name, "wrong_length")


def _msm_vectors(test, path, point_cls, scalar_cls, engines):
    for c in load(path)["cases"]:
        points = [point_cls.from_bytes(bytes.fromhex(p)) for p in c["points"]]
        scalars = [scalar_cls.from_bytes(bytes.fromhex(s)) for s in c["scalars"]]
        for m in engines:
            test.assertEqual(bytes(m(points, scalars, group=point_cls)).hex(), c["expected"], c["id"])


class Msms(unittest.TestCase):
    def test_ristretto255(self):
        engines = [Msm(), Msm("straus"), Msm("pippenger"), Msm(threads=2)]
        _msm_vectors(self, "ristretto255/msm.json", ristretto255.Point, ristretto255.Scalar, engines)

    def test_bls12_381_g1(self):
        engines = [Msm(), Msm("glv"), Msm("batch_affine"), Msm("pippenger", threads=2), msm]
        _msm_vectors(self, "bls12-381-g1/msm.json", bls12_381.G1, bls12_381.Scalar, engines)

    def test_bls12_381_g2(self):
        engines = [Msm(), Msm("glv")]
        _msm_vectors(self, "bls12-381-g2/msm.json", bls12_381.G2, bls12_381.Scalar, engines)

    def test_bls12_377_g1(self):
        engines = [Msm(), Msm("bucket_1bit"), Msm("glv")]
        _msm_vectors(self, "bls12-377-g1/msm.json", bls12_377.G1, bls12_377.Scalar, engines)

    def test_affine_arrays_and_ints(self):
        g = bls12_381.G1.generator()
        pts = [g * i for i in range(1, 9)]
        affine = bls12_381.G1.batch_to_affine(pts)
        self.assertEqual(msm(affine, list(range(1, 9))), g * 204)
        self.assertEqual(msm(pts, [bls12_381.Scalar(i) for i in range(1, 9)]), g * 204)

    def test_errors(self):
        g = bls12_381.G1.generator()
        with self.assertRaises(TypeError):
            msm([], [])
        with self.assertRaises(EcbatchError) as e:
            msm([g], [])
        self.assertEqual(e.exception.name, "length_mismatch")
        with self.assertRaises(EcbatchError) as e:
            Msm("glv")([ristretto255.Point.base()], [ristretto255.Scalar(1)])
        self.assertEqual(e.exception.name, "unsupported")
        self.assertFalse(strategy_available(ristretto255.Point, "glv"))
        self.assertTrue(strategy_available(bls12_377.G1, "bucket_1bit"))


class Bls12381(unittest.TestCase):
    def test_encoding_vectors(self):
        for path, cls in (("bls12-381-g1/encoding.json", bls12_381.G1),
                          ("bls12-381-g2/encoding.json", bls12_381.G2)):
            for c in load(path)["cases"]:
                data = bytes.fromhex(c["encoding"])
                compressed = c["format"] == "compressed"
                decode = cls.from_bytes if compressed else cls.from_uncompressed
                if c["valid"]:
                    p = decode(data)
                    self.assertEqual(p.to_bytes() if compressed else p.to_uncompressed(), data, c["id"])
                else:
                    with self.assertRaises(EcbatchError) as e:
                        decode(data)
                    self.assertEqual(e.exception.name, c["reason"], c["id"])

    def test_hash_to_curve_vectors(self):
        for path, cls in (("bls12-381-g1/hash_to_curve.json", bls12_381.G1),
                          ("bls12-381-g2/hash_to_curve.json", bls12_381.G2)):
            for c in load(path)["cases"]:
                p = cls.hash_to_curve(bytes.fromhex(c["msg"]), c["dst"].encode())
                self.assertEqual(p.to_bytes().hex(), c["expected"], c["id"])

    def test_arithmetic(self):
        g = bls12_381.G2.generator()
        self.assertEqual(g * 3, g + g + g)
        self.assertEqual(g.mul_var(bls12_381.Scalar(3)), g.double() + g)
        self.assertTrue((g - g).is_identity())
        s = bls12_381.Scalar(7)
        self.assertEqual(s * s.invert(), bls12_381.Scalar(1))


class Bls12377(unittest.TestCase):
    def test_encodings_round_trip(self):
        p = bls12_377.G1.generator() * 0xDEADBEEF
        for enc, (_, n) in bls12_377.ENCODINGS.items():
            data = p.to_bytes(enc)
            self.assertEqual(len(data), n)
            self.assertEqual(bls12_377.G1.from_bytes(data, enc), p)
        self.assertNotEqual(bls12_377.G1.generator_snarkvm(), bls12_377.G1.generator())


class Bn254(unittest.TestCase):
    """BN254 G1 against the repository's gnark-crypto vectors (tests/vectors/bn254-g1)."""

    def test_msm_vectors(self):
        path = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "vectors",
                            "bn254-g1", "msm.json")
        with open(path) as f:
            cases = json.load(f)["cases"]
        engines = [Msm(), Msm("glv"), Msm("batch_affine"), Msm("bucket_1bit"), msm]
        for c in cases:
            points = [bn254.G1.from_bytes(bytes.fromhex(p)) for p in c["points"]]
            unc = [bn254.G1.from_bytes(bytes.fromhex(p), "eip196")
                   for p in c["points_uncompressed"]]
            self.assertEqual(points, unc, c["id"])
            scalars = [bn254.Scalar.from_bytes(bytes.fromhex(s)) for s in c["scalars"]]
            for m in engines:
                got = m(points, scalars, group=bn254.G1)
                self.assertEqual(bytes(got).hex(), c["expected"], c["id"])
                self.assertEqual(got.to_bytes("eip196").hex(), c["expected_uncompressed"], c["id"])
        arr = bn254.G1.decode_batch(bytes.fromhex("".join(cases[5]["points"])))
        self.assertEqual(bytes(msm(arr, [bn254.Scalar.from_bytes(bytes.fromhex(s))
                                         for s in cases[5]["scalars"]])).hex(),
                         cases[5]["expected"])

    def test_encodings_and_ecmul(self):
        g = bn254.G1.generator()
        self.assertEqual(g.to_bytes("eip196"), (1).to_bytes(32, "big") + (2).to_bytes(32, "big"))
        self.assertEqual(bytes(g), b"\x80" + b"\0" * 30 + b"\x01")
        self.assertEqual(bn254.G1().to_bytes("eip196"), b"\0" * 64)
        self.assertEqual(bytes(bn254.G1()), b"\x40" + b"\0" * 31)
        p = g * 0xDEADBEEF
        for enc, (_, n) in bn254.ENCODINGS.items():
            data = p.to_bytes(enc)
            self.assertEqual(len(data), n)
            self.assertEqual(bn254.G1.from_bytes(data, enc), p)
        # EIP-196 ecMul by 2^256 - 1 (go-ethereum's bn256ScalarMul cdetrio6), scalar reduced mod r
        q = bn254.G1.from_bytes(bytes.fromhex(
            "17c139df0efee0f766bc0204762b774362e4ded88953a39ce849a8a7fa163fa9"
            "01e0559bacb160664764a357af8a9fe70baa9258e0b959273ffc5718c6d4cc7c"), "eip196")
        k = bn254.Scalar.from_bytes_wide(b"\0" * 32 + b"\xff" * 32)
        self.assertEqual((q * k).to_bytes("eip196").hex(),
                         "29e587aadd7c06722aabba753017c093f70ba7eb1f1c0104ec0564e7e3e21f60"
                         "22b1143f6a41008e7755c71c3d00b6b915d386de21783ef590486d8afa8453b1")
        self.assertEqual(q.mul_var(k), q * k)
        with self.assertRaises(EcbatchError) as e:
            bn254.G1.from_bytes(b"\0" * 32)  # the code 00: gnark's uncompressed form
        self.assertEqual(e.exception.name, "bad_flags")
        with self.assertRaises(EcbatchError) as e:
            bn254.G1.from_bytes(b"\0" * 63 + b"\x01", "eip196")
        self.assertEqual(e.exception.name, "not_on_curve")
        self.assertTrue(strategy_available(bn254.G1, "bucket_1bit"))


if __name__ == "__main__":
    unittest.main()
