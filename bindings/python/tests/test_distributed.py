"""ecbatch.distributed on a LocalCluster of 2 worker processes: an MSM by point chunks in every
group equals one machine's, and backlogs of Bulletproofs+ proofs and threshold-decryption rounds
name the same culprits (global indices) as one machine; EIP-4844 blob backlogs (commitments,
blob proofs, batch verification naming culprits) and EIP-7594 cell backlogs likewise. Skipped,
saying why, when Dask's `distributed` is not installed (Debian: apt-get install
python3-distributed); the KZG helpers then still run on an in-process stand-in for the client
(scatter, submit, gather)."""
import os
import unittest

try:
    import distributed
except ImportError:
    distributed = None

from ecbatch import (EcbatchError, InvalidInputError, InvalidProofError, bls12_377, bls12_381,
                     ckzg, kzg, ristretto255)
from ecbatch import distributed as ecd
from ecbatch.bte import MINPK, Ciphertext, PublicPolynomial, Request, Response
from ecbatch.bulletproofs_plus import (PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.msm import msm

from vectors import DIR

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


class InProcessClient:
    """The part of distributed.Client the KZG helpers use (scatter, submit, gather), run in
    this process at once: their chunking, culprits and per-worker settings without a cluster."""

    class Done:
        def __init__(self, value):
            self.value = value

    def scatter(self, data, hash=True, workers=None):
        return [self.Done(x) for x in data] if isinstance(data, list) else self.Done(data)

    def submit(self, fn, *args, pure=True, workers=None):
        return self.Done(fn(*[a.value if isinstance(a, self.Done) else a for a in args]))

    def gather(self, futures):
        return [f.value for f in futures] if isinstance(futures, list) else futures.value


SETUP = os.path.join(DIR, "kzg", "trusted_setup.txt")
_local = None


def local_settings():
    global _local
    if _local is None:
        _local = kzg.Settings(SETUP)
    return _local


def kzg_backlog():
    """Ten blobs (blob k: element i is (7 i + 11 k) mod 2^16), their commitments and proofs."""
    s = local_settings()
    blobs = [b"".join((0).to_bytes(30, "big") + ((7 * i + 11 * k) % 65536).to_bytes(2, "big")
                      for i in range(4096)) for k in range(10)]
    cms = [s.blob_to_commitment(b) for b in blobs]
    return blobs, cms, [s.compute_blob_proof(b, c) for b, c in zip(blobs, cms)]


OFF_CURVE = bytes([0x80]) + bytes(46) + b"\xff"  # compressed, x = 255: no point


class KzgBacklogs:
    """The KZG helpers on self.client: the same results as one machine, culprits by index."""

    def test_commitments_and_proofs(self):
        blobs, cms, proofs = kzg_backlog()
        for chunk in (1, 4, 16):
            self.assertEqual(ecd.blob_commitments(self.client, SETUP, blobs, chunk_size=chunk), cms)
            self.assertEqual(ecd.blob_proofs(self.client, SETUP, blobs, cms, chunk_size=chunk),
                             proofs)
        # with a fixed-base table on the workers: the same bytes
        self.assertEqual(ecd.blob_commitments(self.client, SETUP, blobs, chunk_size=3,
                                              table=kzg.TABLE_MIN_BYTES * 4), cms)
        r = bytes.fromhex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")
        bad = list(blobs)
        bad[2] = r + blobs[2][32:]
        bad[7] = blobs[7][:64] + r + blobs[7][96:]
        with self.assertRaises(InvalidInputError) as e:
            ecd.blob_commitments(self.client, SETUP, bad, chunk_size=4)
        self.assertEqual(e.exception.invalid, [(2, "scalar_out_of_range"),
                                               (7, "scalar_out_of_range")])
        with self.assertRaises(EcbatchError) as e:
            ecd.blob_proofs(self.client, SETUP, blobs, cms[:3] + [OFF_CURVE] + cms[4:])
        self.assertEqual(e.exception.invalid, [(3, "not_on_curve")])
        with self.assertRaises(InvalidInputError):
            ecd.blob_proofs(self.client, SETUP, blobs, cms[:9])
        with self.assertRaises(EcbatchError):
            ecd.blob_commitments(self.client, SETUP, blobs, chunk_size=0)

    def test_blob_backlog_names_culprits(self):
        blobs, cms, proofs = kzg_backlog()
        ecd.verify_blob_proofs(self.client, SETUP, blobs, cms, proofs, batch_size=4)
        ecd.verify_blob_proofs(self.client, SETUP, [], [], [])
        proofs[3], proofs[8] = proofs[8], proofs[3]  # two proofs swapped: both fail
        cms[5] = OFF_CURVE
        with self.assertRaises(InvalidProofError) as e:
            ecd.verify_blob_proofs(self.client, SETUP, blobs, cms, proofs, batch_size=4)
        self.assertEqual(e.exception.invalid, [(3, "verify_failed"), (5, "not_on_curve"),
                                               (8, "verify_failed")])
        with self.assertRaises(InvalidProofError) as one:  # one batch of all: the same
            ecd.verify_blob_proofs(self.client, SETUP, blobs, cms, proofs, batch_size=64)
        self.assertEqual(one.exception.invalid, e.exception.invalid)
        with self.assertRaises(EcbatchError):
            ecd.verify_blob_proofs(self.client, SETUP, blobs, cms, proofs,
                                   batch_size=kzg.MAX_BATCH + 1)

    def test_cell_backlog_names_culprits(self):
        # constant blobs: polynomials of degree 0, whose cell proofs are the identity
        s = local_settings()
        identity = bytes([0xc0]) + bytes(47)
        cms, idx, cells = [], [], []
        for value in (3, 5):
            blob = (value.to_bytes(32, "big")) * 4096
            c = s.blob_to_commitment(blob)
            ext = ckzg.compute_cells(blob, s)
            for col in (0, 17, 64, 100, 127):
                cms.append(c)
                idx.append(col)
                cells.append(ext[col])
        proofs = [identity] * len(cells)
        ecd.verify_cell_proofs(self.client, SETUP, cms, idx, cells, proofs, batch_size=3)
        cells[4] = cells[5]  # another blob's cell
        idx[7] = 128         # no such column
        with self.assertRaises(InvalidProofError) as e:
            ecd.verify_cell_proofs(self.client, SETUP, cms, idx, cells, proofs, batch_size=3)
        self.assertEqual(e.exception.invalid, [(4, "verify_failed"),
                                               (7, "index_out_of_range")])
        with self.assertRaises(InvalidInputError):
            ecd.verify_cell_proofs(self.client, SETUP, cms, idx[:-1], cells, proofs)


class KzgInProcess(KzgBacklogs, unittest.TestCase):
    def setUp(self):
        self.client = InProcessClient()

    def test_settings_loaded_once(self):
        ecd._SETTINGS.clear()
        blobs, cms, _ = kzg_backlog()
        for _ in range(2):
            ecd.blob_commitments(self.client, SETUP, blobs[:3], chunk_size=1)
        self.assertEqual(list(ecd._SETTINGS), [(SETUP, 1, 0)])


@unittest.skipIf(distributed is None, SKIP)
class KzgOnLocalCluster(KzgBacklogs, unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                               dashboard_address=None)
        cls.client = distributed.Client(cls.cluster)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.client.close()
        cls.cluster.close()

    def test_settings_loaded_once_per_worker(self):
        blobs, _, _ = kzg_backlog()
        for _ in range(2):
            ecd.blob_commitments(self.client, SETUP, blobs, chunk_size=1)
        keys = self.client.run(lambda: sorted(ecd._SETTINGS))
        self.assertEqual(len(keys), 2)
        for worker_keys in keys.values():
            self.assertIn((SETUP, 1, 0), worker_keys)
            self.assertEqual(len(worker_keys), len(set(worker_keys)))


class WithoutDask(unittest.TestCase):
    def test_module_imports_without_a_cluster(self):
        self.assertEqual(ecd.GROUPS, ("ristretto255", "bls12_381_g1", "bls12_381_g2",
                                      "bls12_377_g1"))


if __name__ == "__main__":
    unittest.main()
