#!/usr/bin/env python3
"""An MSM and a Bulletproofs+ backlog spread over a Dask cluster (ecbatch.distributed), against
the same work in this one process: results checked equal, wall-clock times printed.

  python3 distributed_msm.py [log2 points] [proofs] [scheduler address]

Without an address it starts a LocalCluster of 2 worker processes (1 thread each) on this
machine. Needs Dask's distributed (Debian: apt-get install python3-distributed)."""
import sys
import time

try:
    import distributed
except ImportError:
    sys.exit("this example needs Dask's distributed (Debian: apt-get install python3-distributed)")

from ecbatch import distributed as ecd
from ecbatch.bls12_381 import G1, Scalar
from ecbatch.bulletproofs_plus import (PedersenGens, RangeParams, RangeProof, RangeStatement,
                                       verify_batch)
from ecbatch.merlin import Transcript
from ecbatch.msm import msm
from ecbatch import ristretto255


def timed(f):
    t = time.perf_counter()
    out = f()
    return out, time.perf_counter() - t


def main() -> int:
    log_n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    n_proofs = int(sys.argv[2]) if len(sys.argv) > 2 else 64
    if len(sys.argv) > 3:
        client = distributed.Client(sys.argv[3])
    else:
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                           dashboard_address=None)
        client = distributed.Client(cluster)
    workers = len(client.scheduler_info()["workers"])
    n = 1 << log_n
    step = G1.generator() * Scalar.random()
    points = [step]
    for _ in range(n - 1):
        points.append(points[-1] + step)
    scalars = [Scalar.random() for _ in range(n)]

    dm, setup = timed(lambda: ecd.Msm(client, points))
    affine = G1.batch_to_affine(points)  # what the workers keep: the comparison is the MSM's
    here, t_one = timed(lambda: msm(affine, scalars))
    there, t_dist = timed(lambda: dm(scalars))
    encoded = b"".join(bytes(s) for s in scalars)
    there_b, t_dist_b = timed(lambda: dm(encoded))
    print("BLS12-381 G1 MSM of 2^%d points: one process %.2f s, %d workers %.2f s (x%.2f), "
          "scalars given as bytes %.2f s (x%.2f); points sent and checked once: %.2f s"
          % (log_n, t_one, workers, t_dist, t_one / t_dist, t_dist_b, t_one / t_dist_b, setup))

    gens = PedersenGens(1)
    params = RangeParams(64, 1, gens)
    items, sts, proofs = [], [], []
    for v in range(n_proofs):
        b = ristretto255.Scalar.random()
        st = RangeStatement(params, [bytes(gens.commit(v, [b]))])
        proof = RangeProof.prove(Transcript(b"backlog"), st, [v], [b])
        items.append(ecd.RangeItem(64, 1, 1, b"backlog", st.commitments, bytes(proof)))
        sts.append(st)
        proofs.append(proof)
    _, t_one_bp = timed(lambda: verify_batch([Transcript(b"backlog")], sts, proofs))
    _, t_dist_bp = timed(lambda: ecd.verify_range_proofs(client, items,
                                                         batch_size=-(-n_proofs // workers)))
    print("Bulletproofs+ backlog of %d 64-bit proofs: one process %.2f s, %d workers %.2f s "
          "(x%.2f)" % (n_proofs, t_one_bp, workers, t_dist_bp, t_one_bp / t_dist_bp))
    client.close()
    ok = here == there == there_b
    print("distributed MSM equals one process's" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
