#!/usr/bin/env python3
"""Binding overhead: a BLS12-381 G1 MSM of 64 points (or the count given) through the Python
API against the C function called directly through ctypes with prepared arrays and scratch
(what a C caller does; ctypes adds only its call dispatch). The variants are timed in turn,
round after round, in process CPU time, and each reports its fastest round.

  python3 msm_overhead.py [points] [rounds]"""
import ctypes
import sys
import time

from ecbatch import _lib, bls12_381
from ecbatch.msm import Msm, msm


def cpu_us(reps, f):
    t = time.process_time_ns()
    for _ in range(reps):
        f()
    return (time.process_time_ns() - t) / 1e3 / reps


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    g = bls12_381.G1.generator()
    scalars = [bls12_381.Scalar.from_bytes_wide(i.to_bytes(8, "little") + b"\x5a" * 56)
               for i in range(1, n + 1)]
    points = [g * k for k in scalars]
    affine = bls12_381.G1.batch_to_affine(points)

    # the C call with everything prepared once
    raw_scalars = (_lib.Bls381Scalar * n)(*[s._raw for s in scalars])
    need = _lib.lib.ecb_msm_scratch_size(1, n, None)
    scratch = (ctypes.c_uint64 * ((need + 7) // 8))()
    opt = _lib.MsmOptions(threads=1, scratch=ctypes.addressof(scratch), scratch_size=ctypes.sizeof(scratch))
    out = _lib.Bls381G1()
    fn = _lib.lib.ecb_msm_bls12_381_g1_var

    def c_call():
        if fn(out, affine, raw_scalars, n, opt) != 0:
            raise RuntimeError("C call failed")

    engine = Msm()
    variants = [
        ("C call via ctypes (prepared arrays)", c_call),
        ("Msm()(G1 list, Scalar list)", lambda: engine(points, scalars)),
        ("Msm()(affine array, Scalar list)", lambda: engine(affine, scalars)),
        ("msm(G1 list, Scalar list) one-shot", lambda: msm(points, scalars)),
    ]
    best = [float("inf")] * len(variants)
    reps = 5
    for _ in range(rounds):
        for i, (_, f) in enumerate(variants):
            best[i] = min(best[i], cpu_us(reps, f))
    assert bytes(engine(points, scalars)) == bytes(msm(affine, scalars))
    print("BLS12-381 G1 MSM of %d points (CPU time, fastest of %d rounds x %d calls)" % (n, rounds, reps))
    for (name, _), us in zip(variants, best):
        print("  %-38s %9.1f us  %+.1f%%" % (name, us, 100.0 * (us / best[0] - 1.0)))


if __name__ == "__main__":
    main()
