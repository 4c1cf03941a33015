"""ecbatch.distributed on a LocalCluster of 2 worker processes: an MSM by point chunks in every
group equals one machine's, and backlogs of Bulletproofs+ proofs and threshold-decryption rounds
name the same culprits (global indices) as one machine. Skipped, saying why, when Dask's
`distributed` is not installed (Debian: apt-get install python3-distributed)."""
import os
import unittest

try:
    import distributed
except ImportError:
    distributed = None

from ecbatch import InvalidInputError, InvalidProofError, bls12_377, bls12_381, ristretto255
from ecbatch import distributed as ecd
from ecbatch.bte import MINPK, Ciphertext, PublicPolynomial, Request, Response
from ecbatch.bulletproofs_plus import (PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.msm import msm

SKIP = "Dask's distributed is not installed (apt-get install python3-distributed): skipped"


@unittest.skipIf(distributed is None, SKIP)
class OnLocalCluster(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                               dashboard_address=None)
        cls.client = distributed.Client(cls.cluster)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.client.close()
        cls.cluster.close()

    def test_both_workers_used(self):
        self.assertEqual(len(self.client.scheduler_info()["workers"]), 2)
        pids = set(self.client.run(os.getpid).values())
        self.assertEqual(len(pids), 2)
        self.assertNotIn(os.getpid(), pids)

    def test_msm_by_point_chunks(self):
        for group, scalar in ((ristretto255.Point.base(), ristretto255.Scalar),
                              (bls12_381.G1.generator(), bls12_381.Scalar),
                              (bls12_381.G2.generator(), bls12_381.Scalar),
                              (bls12_377.G1.generator(), bls12_377.Scalar)):
            points = [group * scalar.random() for _ in range(37)]
            for chunks in (None, 1, 5):
                dm = ecd.Msm(self.client, points, chunks=chunks)
                for _ in range(2):  # the points stay on the workers; new scalars each call
                    scalars = [scalar.random() for _ in points]
                    self.assertEqual(dm(scalars), msm(points, scalars), type(group).__name__)
            self.assertEqual(dm([0] * 37), type(group).identity())
            self.assertEqual(dm(b"".join(bytes(s) for s in scalars)), msm(points, scalars))
            # a list of 32-byte encodings, as the README shows it (was a TypeError)
            self.assertEqual(dm([bytes(s) for s in scalars]), msm(points, scalars))
            with self.assertRaises(InvalidInputError) as e:
                dm(scalars[1:])
            self.assertEqual((e.exception.expected, e.exception.actual), (37, 36))
            with self.assertRaises(InvalidInputError) as e:
                dm([bytes(s) for s in scalars[:-1]] + [b"\x01" * 31])
            self.assertEqual(e.exception.argument, "scalars[36]")

    def test_msm_of_decode_batch_arrays(self):
        # what a group's decode_batch returns (the affine C array) is taken as the points
        for cls, scalar in ((bls12_381.G1, bls12_381.Scalar), (bls12_381.G2, bls12_381.Scalar),
                            (bls12_377.G1, bls12_377.Scalar)):
            points = [cls.generator() * scalar.random() for _ in range(9)]
            data = b"".join(bytes(p) for p in points)
            array = cls.decode_batch(data)
            dm = ecd.Msm(self.client, array)
            scalars = [scalar.random() for _ in points]
            self.assertEqual(dm(scalars), msm(points, scalars), cls.__name__)

    def test_range_proof_backlog_names_culprits(self):
        gens = PedersenGens(1)
        params = RangeParams(16, 2, gens)
        items, sts, proofs = [], [], []
        for i in range(10):
            values = [i * 100 + 7] if i % 3 else [i, i + 1]
            bl = [ristretto255.Scalar.random() for _ in values]
            st = RangeStatement(params, [bytes(gens.commit(v, [b])) for v, b in zip(values, bl)])
            proof = RangeProof.prove(Transcript(b"backlog"), st, values, bl)
            data = bytes(proof)
            if i in (3, 8):  # a changed response scalar: the proof fails
                data = data[:-40] + bytes([data[-40] ^ 1]) + data[-39:]
            items.append(ecd.RangeItem(16, 2, 1, b"backlog", list(st.commitments), data))
            sts.append(st)
            proofs.append(RangeProof(data))
        items.append(items[0]._replace(proof=b"\x00" * 5))  # does not parse: named as well
        with self.assertRaises(InvalidProofError) as e:
            ecd.verify_range_proofs(self.client, items, batch_size=3)
        self.assertEqual(e.exception.invalid_items, [3, 8, 10])
        self.assertEqual(e.exception.invalid[2], (10, "proof_format"))
        with self.assertRaises(InvalidProofError) as one:  # one machine, one batch
            verify_batch([Transcript(b"backlog")], sts, proofs)
        self.assertEqual(one.exception.invalid, e.exception.invalid[:2])
        ecd.verify_range_proofs(self.client, [it for k, it in enumerate(items)
                                              if k not in (3, 8, 10)], batch_size=4)

    def test_threshold_rounds_name_bad_responses(self):
        public, shares = PublicPolynomial.deal(MINPK, 2, 4)
        pk = public.public_key
        rounds = []
        for r in range(3):
            cts = [Ciphertext.encrypt(pk, b"", b"msg %d.%d" % (r, i)) for i in range(3)]
            req = Request(public, cts, b"round %d" % r, 2)
            other = Request(public, cts, b"another context", 2)
            resps = [bytes(Response.respond(other if (r, s.index) == (1, 2) else req, s))
                     for s in shares]
            if r == 2:
                resps[0] = resps[0][:-1]  # truncated: does not decode
            rounds.append((req.to_bytes(), resps))
        got = ecd.verify_rounds(self.client, public, rounds)
        self.assertEqual(got[0], [])
        self.assertEqual([i for i, _ in got[1]], [2])
        self.assertEqual([i for i, _ in got[2]], [0])


class WithoutDask(unittest.TestCase):
    def test_module_imports_without_a_cluster(self):
        self.assertEqual(ecd.GROUPS, ("ristretto255", "bls12_381_g1", "bls12_381_g2",
                                      "bls12_377_g1"))


if __name__ == "__main__":
    unittest.main()
