"""Getting data in (affine and batch decoders, unchecked loaders, little-endian and wide scalars,
the pieces of hash-to-curve) and the engine's many-MSM and fixed-base calls, against the shared
vectors and naive sums."""
import random
import unittest

from ecbatch import EcbatchError, bls12_377, bls12_381, ristretto255
from ecbatch.msm import FixedBases, multi_msm, multi_plan, msm

from vectors import load

RNG = random.Random(20261201)


def naive(points, scalars):
    acc = None
    for p, s in zip(points, scalars):
        t = p * s
        acc = t if acc is None else acc + t
    return acc


class BatchDecoders(unittest.TestCase):
    def test_ristretto255_batch_matches_single_decoder(self):
        cases = load("ristretto255/encoding.json")["cases"]
        data = b"".join(bytes.fromhex(c["encoding"]) for c in cases)
        bad = [i for i, c in enumerate(cases) if not c["valid"]]
        self.assertTrue(bad)
        with self.assertRaises(EcbatchError) as e:
            ristretto255.Point.decode_batch(data, threads=2)
        self.assertEqual(e.exception.invalid_items, bad)
        for i, name in e.exception.invalid:
            with self.assertRaises(EcbatchError) as single:
                ristretto255.Point.from_bytes(bytes.fromhex(cases[i]["encoding"]))
            self.assertEqual(name, single.exception.name, cases[i]["id"])
        good = [bytes.fromhex(c["encoding"]) for c in cases if c["valid"]]
        pts = ristretto255.Point.decode_batch(b"".join(good), threads=2)
        self.assertEqual([bytes(p) for p in pts], good)
        with self.assertRaises(EcbatchError) as e:
            ristretto255.Point.decode_batch(b"\0" * 33)
        self.assertEqual(e.exception.name, "wrong_length")

    def test_bls12_381_batch_matches_vectors(self):
        for path, cls in (("bls12-381-g1/encoding.json", bls12_381.G1),
                          ("bls12-381-g2/encoding.json", bls12_381.G2)):
            for fmt in ("compressed", "uncompressed"):
                cases = [c for c in load(path)["cases"] if c["format"] == fmt]
                unc = fmt == "uncompressed"
                data = b"".join(bytes.fromhex(c["encoding"]) for c in cases)
                with self.assertRaises(EcbatchError) as e:
                    cls.decode_batch(data, threads=2, uncompressed=unc)
                want = [(i, c["reason"]) for i, c in enumerate(cases) if not c["valid"]]
                self.assertEqual(e.exception.invalid, want, path + fmt)
                good = [c for c in cases if c["valid"]]
                arr = cls.decode_batch(b"".join(bytes.fromhex(c["encoding"]) for c in good),
                                              threads=2, uncompressed=unc)
                decode = cls.from_uncompressed if unc else cls.from_bytes
                scalars = [RNG.randrange(bls12_381.ORDER) for _ in good]
                pts = [decode(bytes.fromhex(c["encoding"])) for c in good]
                self.assertEqual(msm(arr, scalars), naive(pts, scalars), path + fmt)

    def test_bls12_381_unchecked_loader(self):
        for cls in (bls12_381.G1, bls12_381.G2):
            p = cls.generator() * 12345
            self.assertEqual(cls.from_uncompressed_unchecked(p.to_uncompressed()), p)
            with self.assertRaises(EcbatchError) as e:
                cls.from_uncompressed_unchecked(b"\xff" * cls.UNCOMPRESSED_BYTES)
            self.assertEqual(e.exception.name, "bad_flags")

    def test_bls12_377_batch_every_encoding(self):
        g = bls12_377.G1.generator()
        pts = [g * bls12_377.Scalar(RNG.randrange(1, bls12_377.ORDER)) for _ in range(9)]
        scalars = [bls12_377.Scalar(RNG.randrange(bls12_377.ORDER)) for _ in pts]
        for enc in bls12_377.ENCODINGS:
            data = b"".join(p.to_bytes(enc) for p in pts)
            arr = bls12_377.G1.decode_batch(data, enc, threads=2)
            self.assertEqual(msm(arr, scalars), naive(pts, scalars), enc)
            broken = bytearray(data)
            broken[3 * len(data) // 9 + 5] ^= 0x40
            with self.assertRaises(EcbatchError) as e:
                bls12_377.G1.decode_batch(bytes(broken), enc)
            self.assertEqual(e.exception.invalid_items, [3], enc)
            if "uncompressed" in enc:
                self.assertEqual(bls12_377.G1.from_bytes_unchecked(pts[0].to_bytes(enc), enc), pts[0])


class Scalars(unittest.TestCase):
    def test_little_endian_and_wide(self):
        for mod in (bls12_381, bls12_377):
            for _ in range(20):
                v = RNG.randrange(mod.ORDER)
                s = mod.Scalar(v)
                self.assertEqual(s.to_bytes_le(), v.to_bytes(32, "little"))
                self.assertEqual(int(mod.Scalar.from_bytes_le(v.to_bytes(32, "little"))), v)
                w = RNG.getrandbits(512)
                self.assertEqual(int(mod.Scalar.from_bytes_wide_le(w.to_bytes(64, "little"))),
                                 w % mod.ORDER)
            with self.assertRaises(EcbatchError) as e:
                mod.Scalar.from_bytes_le(mod.ORDER.to_bytes(32, "little"))
            self.assertEqual(e.exception.name, "scalar_out_of_range")
        w = RNG.getrandbits(512)
        self.assertEqual(int(bls12_377.Scalar.from_bytes_wide(w.to_bytes(64, "big"))),
                         w % bls12_377.ORDER)


class HashToCurvePieces(unittest.TestCase):
    def test_pieces_compose_to_the_vectors(self):
        for path, cls, degree in (("bls12-381-g1/hash_to_curve.json", bls12_381.G1, 1),
                                  ("bls12-381-g2/hash_to_curve.json", bls12_381.G2, 2)):
            for c in load(path)["cases"]:
                msg, dst = bytes.fromhex(c["msg"]), c["dst"].encode()
                u = bls12_381.hash_to_field(msg, dst, 2, degree)
                p = (cls.map_to_curve(u[0]) + cls.map_to_curve(u[1])).clear_cofactor()
                self.assertEqual(p.to_bytes().hex(), c["expected"], c["id"])
                self.assertEqual(cls.hash_to_curve_aug(msg[:3], msg[3:], dst).to_bytes().hex(),
                                 c["expected"], c["id"])

    def test_errors(self):
        with self.assertRaises(EcbatchError) as e:
            bls12_381.hash_to_field(b"m", b"d", 3)
        self.assertEqual(e.exception.name, "invalid_argument")
        with self.assertRaises(EcbatchError) as e:
            bls12_381.G1.map_to_curve(bls12_381.P)
        self.assertEqual(e.exception.name, "non_canonical")


class Engine(unittest.TestCase):
    GROUPS = ((ristretto255.Point.base, ristretto255.Scalar, ristretto255.ORDER),
              (bls12_381.G1.generator, bls12_381.Scalar, bls12_381.ORDER),
              (bls12_381.G2.generator, bls12_381.Scalar, bls12_381.ORDER),
              (bls12_377.G1.generator, bls12_377.Scalar, bls12_377.ORDER))

    def points(self, gen, scalar, order, n):
        return [gen() * scalar(RNG.randrange(1, order)) for _ in range(n)]

    def test_multi_msm_every_group_and_method(self):
        for gen, scalar, order in self.GROUPS:
            pts = self.points(gen, scalar, order, 7)
            rows = 3
            sc = [scalar(RNG.randrange(order)) for _ in range(rows * len(pts))]
            want = [naive(pts, sc[j * 7:(j + 1) * 7]) for j in range(rows)]
            methods = ("auto", "independent") if isinstance(pts[0], ristretto255.Point) else \
                ("auto", "independent", "tree", "table")
            for m in methods:
                self.assertEqual(multi_msm(pts, sc, rows, method=m, threads=2), want, m)
            with self.assertRaises(EcbatchError) as e:
                multi_msm(pts, sc[:-1], rows)
            self.assertEqual(e.exception.name, "length_mismatch")
        plan = multi_plan(bls12_381.G1, 100, 255, 1000)
        self.assertIn(plan["method"], ("independent", "tree", "table"))
        self.assertGreater(plan["estimate_ns"], 0)

    def test_fixed_bases_every_group(self):
        for gen, scalar, order in self.GROUPS:
            pts = self.points(gen, scalar, order, 11)
            f = FixedBases(pts, 1 << 18)
            self.assertEqual(len(f), 11)
            self.assertLessEqual(f.table_size, 1 << 18)
            sc = [scalar(RNG.randrange(order)) for _ in range(11)]
            self.assertEqual(f.msm(sc, threads=2), naive(pts, sc))
            self.assertEqual(f.msm(sc[:4]), naive(pts[:4], sc[:4]))
            with self.assertRaises(EcbatchError) as e:
                f.msm(sc + sc[:1])
            self.assertEqual(e.exception.name, "wrong_length")
            saved = f.save()
            self.assertEqual(FixedBases.load(type(pts[0]), saved).msm(sc), naive(pts, sc))
            corrupt = bytearray(saved)
            corrupt[len(saved) // 2] ^= 1
            with self.assertRaises(EcbatchError) as e:
                FixedBases.load(type(pts[0]), bytes(corrupt))
            self.assertEqual(e.exception.name, "checksum")
        with self.assertRaises(EcbatchError) as e:
            FixedBases.load(bls12_381.G2, FixedBases([bls12_381.G1.generator()], 1 << 12).save())
        self.assertEqual(e.exception.name, "wrong_group")


if __name__ == "__main__":
    unittest.main()
